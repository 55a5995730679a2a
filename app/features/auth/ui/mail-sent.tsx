import { LocalizedLink } from "#app/components/localized-link";

/** What sign-up and reset show after a submit: the same words whether or not the address has an account. */
export function MailSent(props: { title: string; body: string; backLabel: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{props.title}</h2>
      <p>{props.body}</p>
      <LocalizedLink to="/login" className="w-fit font-semibold text-accent-strong">
        {props.backLabel}
      </LocalizedLink>
    </div>
  );
}
