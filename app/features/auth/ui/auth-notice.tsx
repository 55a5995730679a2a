import { LocalizedLink } from "#app/components/localized-link";
import { useResultFocus } from "#app/lib/use-result-focus";

/** What an auth page shows instead of its form (a link that ran out, a page for another session): a sentence and the way on. */
export function AuthNotice({ message, to, linkLabel }: { message: string; to: string; linkLabel: string }) {
  const messageRef = useResultFocus<HTMLParagraphElement>();
  return (
    <div role="status" className="flex flex-col gap-3">
      <p ref={messageRef} tabIndex={-1}>
        {message}
      </p>
      <LocalizedLink to={to} className="w-fit font-semibold text-accent-strong">
        {linkLabel}
      </LocalizedLink>
    </div>
  );
}
