import { LocalizedLink } from "#app/components/localized-link";
import { useResultFocus } from "#app/lib/use-result-focus";

/** What sign-up and reset show after a submit: the same words whether or not the address has an account. */
export function MailSent(props: { title: string; body: string; backLabel: string }) {
  const headingRef = useResultFocus<HTMLHeadingElement>();
  return (
    <div role="status" className="flex flex-col gap-3">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {props.title}
      </h2>
      <p>{props.body}</p>
      <LocalizedLink to="/login" className="w-fit font-semibold text-accent-strong">
        {props.backLabel}
      </LocalizedLink>
    </div>
  );
}
