import type { ReactNode } from "react";

export interface Figure {
  id: string;
  label: string;
  value: string;
  detail?: string;
}

/** Key figures as a description list of cards; `emphasis` makes the values large. */
export function FigureList({ figures, emphasis = false }: { figures: Figure[]; emphasis?: boolean }) {
  return (
    <dl className={`grid gap-3 ${emphasis ? "grid-cols-1 sm:grid-cols-2 print:grid-cols-3" : "grid-cols-1 sm:grid-cols-2"}`}>
      {figures.map((figure) => (
        <div
          key={figure.id}
          data-figure={figure.id}
          className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-3 break-inside-avoid"
        >
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className={emphasis ? "text-xl font-bold tabular-nums" : "font-semibold tabular-nums"}>{figure.value}</dd>
          {figure.detail ? <dd className="text-sm text-muted">{figure.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 break-inside-avoid-page">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A wide table scrolls inside its own box, never the page. The box is focusable so keyboards can scroll it. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-border bg-surface print:overflow-visible print:border-0"
    >
      {children}
    </div>
  );
}
