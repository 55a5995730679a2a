import { useTranslation } from "#app/platform/i18n/use-translation";
import { buttonClass } from "#app/components/forms";
import { useLocale } from "#app/platform/i18n/use-locale";
import { useHydrated } from "#app/lib/use-hydrated";
import { useResultFocus } from "#app/lib/use-result-focus";
import { formatReceipt } from "../format";

/**
 * The declaration as received, with date and time, and what happened to it: the page itself is the copy
 * to save or print (the browser's own commands work without JavaScript; with it, a print button is offered).
 */
export function DeclarationReceipt({ heading, receipt }: { heading: string; receipt: { receivedAt: string; lines: string[]; outcome: string } }) {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  // The print button needs script; the browser's own print command works without.
  const canPrint = useHydrated();
  // In place of the form and its button, further down the page than the heading: focus and view come here.
  const headingRef = useResultFocus<HTMLHeadingElement>();
  return (
    <section role="status" aria-labelledby="receipt-title" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-6">
      <h2 ref={headingRef} id="receipt-title" tabIndex={-1} className="text-xl font-semibold text-success">
        {heading}
      </h2>
      <p className="font-semibold">{t("declaration.receivedAt", { at: formatReceipt(receipt.receivedAt, locale) })}</p>
      <ul className="flex flex-col gap-1">
        {receipt.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{receipt.outcome}</p>
      <p className="text-sm">{t("declaration.mailSent")}</p>
      <p className="text-sm text-muted">{t("declaration.save")}</p>
      {canPrint ? (
        <button type="button" onClick={() => window.print()} className={`${buttonClass.secondary} w-fit`}>
          {t("declaration.print")}
        </button>
      ) : null}
    </section>
  );
}
