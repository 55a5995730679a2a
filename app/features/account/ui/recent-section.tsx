import type { ReactNode } from "react";
import { LabelledRegion } from "#app/components/labelled-region";

/**
 * A "your recent …" block: its items, or in its empty state what is missing (`empty`), and the action that
 * starts it. `unavailable` says the items could not be loaded, never that there are none.
 */
export function RecentSection({
  id,
  title,
  empty,
  unavailable,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  unavailable?: string;
  children: ReactNode;
}) {
  return (
    <LabelledRegion
      id={id}
      title={title}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5"
      titleClassName="text-xl font-bold"
    >
      {unavailable ? (
        <p role="alert" className="text-danger">
          {unavailable}
        </p>
      ) : empty ? (
        <p className="text-muted">{empty}</p>
      ) : null}
      {children}
    </LabelledRegion>
  );
}
