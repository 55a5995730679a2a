import { useRef, type ReactNode } from "react";
import { useDisclosureMenu } from "./use-disclosure-menu";

/**
 * A dropdown built on <details>, so it opens and closes without JavaScript; with it, the hook adds the
 * keyboard and dismissal behaviour people expect from a menu.
 */
export function Menu({
  label,
  trigger,
  children,
  align = "end",
  className = "",
}: {
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  align?: "start" | "end";
  className?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureMenu(ref);
  return (
    <details ref={ref} className={`group relative ${className}`}>
      <summary
        aria-label={label}
        className="flex h-10 min-w-10 cursor-pointer list-none items-center justify-center gap-1 rounded-md px-2 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden"
      >
        {trigger}
      </summary>
      {/* Above the toasts (z-50): a menu the user just opened wins over a passing notice. */}
      <div
        className={`absolute top-full z-[55] mt-1 min-w-48 rounded-lg border border-border bg-surface p-1 shadow-lg ${align === "end" ? "right-0" : "left-0"}`}
      >
        {children}
      </div>
    </details>
  );
}

export const menuItemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-subtle focus-visible:bg-subtle focus-visible:outline-2 focus-visible:outline-accent";
