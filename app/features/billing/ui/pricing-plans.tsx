import { useTranslation } from "#app/platform/i18n/use-translation";
import { buttonClass } from "#app/components/forms";
import { LocalizedLink } from "#app/components/localized-link";
import { useLocale } from "#app/platform/i18n/use-locale";
import { formatMoney } from "../format";
import { annualSaving, type PlanId, type PlanLimits } from "../plans";
import type { PlanPrice } from "../prices.server";
import { AcceptedPaymentMethods } from "./payment-methods";
import { PlanFeatures } from "./plan-features";

export interface PricingData {
  prices: { month: PlanPrice; year: PlanPrice } | null;
  trialDays: number;
  currentPlan: "free" | "plus" | null;
  limits: Record<PlanId, PlanLimits>;
}

const card = "flex flex-col gap-4 rounded-xl border border-border bg-surface p-6";

/** Free and Plus side by side; Plus with both billing periods and the annual saving. */
export function PricingPlans({ prices, trialDays, currentPlan, limits }: PricingData) {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  const money = (price: PlanPrice) => formatMoney(price.unitAmount, price.currency, locale);
  const saving = prices ? annualSaving(prices.month.unitAmount, prices.year.unitAmount) : null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="plan-free" className={card}>
        <h2 id="plan-free" className="text-2xl font-semibold">
          {t("plans.free.name")}
        </h2>
        <p className="text-3xl font-bold">{formatMoney(0, "eur", locale)}</p>
        <p className="text-muted">{t("plans.free.summary")}</p>
        <PlanFeatures limits={limits.free} />
        {currentPlan === "free" ? <p className="font-semibold">{t("pricing.currentPlan")}</p> : null}
      </section>
      <section aria-labelledby="plan-plus" className={`${card} border-accent`}>
        <h2 id="plan-plus" className="text-2xl font-semibold">
          {t("plans.plus.name")}
        </h2>
        {prices && saving ? (
          <div className="flex flex-col gap-1">
            <p>
              <span className="text-3xl font-bold">{money(prices.month)}</span> {t("pricing.perMonth")}
            </p>
            <p>
              {t("pricing.orYearly", { price: money(prices.year) })}{" "}
              {saving.cents > 0 ? (
                <strong>{t("pricing.saving", { amount: formatMoney(saving.cents, prices.year.currency, locale), percent: saving.percent })}</strong>
              ) : null}
            </p>
          </div>
        ) : (
          <p role="status" className="rounded-lg border border-border bg-subtle p-3 text-sm">
            {t("pricing.unavailable")}
          </p>
        )}
        <p className="text-muted">{t("plans.plus.summary")}</p>
        <PlanFeatures limits={limits.plus} />
        {trialDays > 0 ? <p className="text-sm">{t("pricing.trial", { count: trialDays })}</p> : null}
        {prices ? <AcceptedPaymentMethods className="text-sm" /> : null}
        {currentPlan === "plus" ? (
          <p className="font-semibold">{t("pricing.currentPlan")}</p>
        ) : prices ? (
          <div className="flex flex-wrap gap-3">
            <LocalizedLink to="/checkout?interval=month" className={`${buttonClass.secondary} no-underline`}>
              {t("pricing.chooseMonthly")}
            </LocalizedLink>
            <LocalizedLink to="/checkout?interval=year" className={`${buttonClass.primary} no-underline`}>
              {t("pricing.chooseYearly")}
            </LocalizedLink>
          </div>
        ) : null}
      </section>
    </div>
  );
}
