import type { ReactNode } from "react";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";

/** The common frame of an auth page: meta, heading, content and the links below the form. */
export function AuthCard(props: { title: string; description: string; intro?: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-6 p-6 sm:p-8">
      <PageMeta title={props.title} description={props.description} />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{props.title}</h1>
        {props.intro ? <p className="text-muted">{props.intro}</p> : null}
      </div>
      {props.children}
      {props.footer ? <div className="flex flex-col gap-1 text-sm">{props.footer}</div> : null}
    </section>
  );
}

/** A line under an auth form: a question and the link that answers it ("No account yet? Sign up"). */
export function AuthFooterLine({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p>
      {text}{" "}
      <LocalizedLink to={to} className="font-semibold text-accent-strong">
        {label}
      </LocalizedLink>
    </p>
  );
}
