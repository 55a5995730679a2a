import type { ReactNode } from "react";

/** The frame of the pages a newsletter mail links to (confirm, unsubscribe). */
export function TokenPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-(--breakpoint-sm) flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
