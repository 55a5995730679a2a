import type { ReactNode } from "react";

/** One titled block of a settings or profile page. */
export function Panel({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {description ? <p className="text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
