import { useRef } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { formatters } from "#app/features/calculation/view/format";
import { localizePath } from "#app/platform/i18n/locales";
import type { Locale } from "#app/platform/i18n/locales";
import { cardCalculations, listingCard, savedLinks } from "../tool-results";
import { useDecisionFocus } from "./approval-card";
import { ListingTable } from "./listing-card";

/**
 * A tool's result as a card: the key figures and a link opening those inputs in the calculator; a listing's
 * card adds what was found and assumed, a saved calculation's the links to the list and the comparison.
 * Each card's title is a heading under the message's (h3) and names its section.
 */
export function ToolCard({ toolCallId, output, locale }: { toolCallId: string; output: unknown; locale: Locale }) {
  const { t } = useTranslation(["chat", "listing"]);
  const format = formatters(locale);
  const calculations = cardCalculations(output);
  const listing = listingCard(output);
  const saved = savedLinks(output);
  const first = useRef<HTMLHeadingElement>(null);
  // A save approved on its card in this page: this card, saying it is saved, is the outcome.
  useDecisionFocus(toolCallId, Boolean(saved), first);
  if (calculations.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {calculations.map((calc, index) => {
        const f = calc.figures;
        const rows: [string, string][] = f
          ? [
              [t("card.monthlyPayment"), format.money(f.monthlyPayment)],
              [t("card.loanAmount"), format.money(f.loanAmount)],
              [t("card.purchaseCosts"), format.money(f.purchaseCosts)],
              [t("card.transferTax"), format.percent(f.transferTaxPercent)],
              [t("card.totalInvestment"), format.money(f.totalInvestment)],
              ...(f.netYieldPercent === null ? [] : [[t("card.netYield"), format.percent(f.netYieldPercent)] as [string, string]]),
            ]
          : [];
        const title = listing ? t("listing:card.title") : (calc.name ?? t("card.calculation"));
        const titleId = `card-${toolCallId}-${index}`;
        return (
          <section key={index} aria-labelledby={titleId} className="rounded-lg border border-border bg-canvas p-4">
            <h4 ref={index === 0 ? first : undefined} id={titleId} tabIndex={-1} className="font-semibold">
              {title}
            </h4>
            {saved ? <p className="text-sm">{t("listing:approval.saved", { name: calc.name })}</p> : null}
            {rows.length > 0 ? (
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd className="text-right font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {listing && !f ? <p className="mt-2 text-sm">{t("listing:card.noCalculation")}</p> : null}
            {listing ? <ListingTable listing={listing} locale={locale} /> : null}
            {calc.search ? (
              // A plain link: the card is also rendered outside the router, into the no-JS live page.
              <a href={localizePath("/calculator", locale) + calc.search} className="mt-3 inline-block font-semibold text-accent-strong">
                {t("card.open")}
              </a>
            ) : null}
            {saved ? (
              <p className="mt-2 flex flex-wrap gap-4">
                <a href={saved.saved} className="font-semibold text-accent-strong">
                  {t("listing:approval.openSaved")}
                </a>
                {saved.compare ? (
                  <a href={saved.compare} className="font-semibold text-accent-strong">
                    {t("listing:approval.compare")}
                  </a>
                ) : null}
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
