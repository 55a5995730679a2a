import type { ReactNode } from "react";

/**
 * A landmark (section, aside or nav) named by its own heading: the one way a titled block is written, so
 * that `aria-labelledby` always points at a heading that exists and screen readers list the block by it.
 * The classes stay the caller's: the blocks look different, their structure is the same.
 */
export function LabelledRegion({
  as: Landmark = "section",
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  as?: "section" | "aside" | "nav";
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <Landmark aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Landmark>
  );
}
