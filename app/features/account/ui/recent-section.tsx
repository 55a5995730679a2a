import type { ReactNode } from "react";

/** A "your recent …" block: its items, or in its empty state what is missing (`empty`), and the action that starts it. */
export function RecentSection({ id, title, empty, children }: { id: string; title: string; empty?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {empty ? <p className="text-muted">{empty}</p> : null}
      {children}
    </section>
  );
}
