import { useTranslation } from "react-i18next";
import { formatters } from "#app/features/calculation/view/format";
import { localizePath } from "#app/platform/i18n/locales";
import type { Locale } from "#app/platform/i18n/locales";
import { cardCalculations } from "../tool-results";

/** A tool's result as a card: the key figures and a link opening those inputs in the calculator. */
export function ToolCard({ output, locale }: { output: unknown; locale: Locale }) {
  const { t } = useTranslation("chat");
  const format = formatters(locale);
  const calculations = cardCalculations(output);
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
        return (
          <section key={index} aria-label={calc.name ?? t("card.calculation")} className="rounded-lg border border-border bg-canvas p-4">
            <p className="font-semibold">{calc.name ?? t("card.calculation")}</p>
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
            {calc.search ? (
              // A plain link: the card is also rendered outside the router, into the no-JS live page.
              <a href={localizePath("/calculator", locale) + calc.search} className="mt-3 inline-block font-semibold text-accent-strong">
                {t("card.open")}
              </a>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
