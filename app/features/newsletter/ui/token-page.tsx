import type { ReactNode } from "react";

export const submitClass =
  "w-fit rounded-lg bg-accent px-5 py-2.5 font-semibold text-accent-fg hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** The frame of the pages a newsletter mail links to (confirm, unsubscribe). */
export function TokenPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-(--breakpoint-sm) flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
