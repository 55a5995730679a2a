import { useTranslation } from "#app/platform/i18n/use-translation";
import type { Locale } from "#app/platform/i18n/locales";
import type { OrderOverview } from "../checkout.server";
import { formatMoney } from "../format";
import { longDate } from "#app/platform/i18n/long-date";
import type { PlanPrice } from "../prices.server";
import { PlanFeatures } from "./plan-features";
import { LabelledRegion } from "#app/components/labelled-region";

/**
 * The contract in brief, as the order button's neighbour: features, price including VAT with its period,
 * term, the annual plan's fixed monthly price after the first year, trial end, first payment and how to
 * cancel. Dates are German calendar days (longDate).
 */
export function OrderSummary({ overview, locale }: { overview: OrderOverview & { price: PlanPrice }; locale: Locale }) {
  const { t } = useTranslation("billing");
  const { price, interval, followOn } = overview;
  const amount = formatMoney(price.unitAmount, price.currency, locale);
  return (
    <LabelledRegion
      id="order-summary"
      title={t("orderSummary.heading")}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
      titleClassName="text-xl font-semibold"
    >
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("checkout.plan")}</dt>
        <dd>{t("plans.plus.name")}</dd>
        <dt className="font-semibold">{t("orderSummary.features")}</dt>
        <dd>
          <PlanFeatures limits={overview.limits} />
        </dd>
        <dt className="font-semibold">{t("checkout.price")}</dt>
        <dd>{t("checkout.pricePer", { price: amount, period: t(`period.${interval}`) })}</dd>
        <dt className="font-semibold">{t("checkout.billingPeriod")}</dt>
        <dd>{t(`checkout.term.${interval}`)}</dd>
        {followOn ? (
          <>
            <dt className="font-semibold">{t("orderSummary.followOn")}</dt>
            <dd>
              {t("orderSummary.followOnText", {
                date: longDate(followOn.from, locale),
                price: formatMoney(followOn.price.unitAmount, followOn.price.currency, locale),
              })}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("checkout.trial")}</dt>
        <dd>
          {overview.trialEnds
            ? t("checkout.trialUntil", { count: overview.trialDays, date: longDate(overview.trialEnds, locale) })
            : t("checkout.noTrial")}
        </dd>
        <dt className="font-semibold">{t("checkout.firstCharge")}</dt>
        <dd>{t("checkout.firstChargeOn", { date: longDate(overview.firstCharge, locale), price: amount })}</dd>
        <dt className="font-semibold">{t("orderSummary.cancel")}</dt>
        <dd>
          {overview.trialEnds ? `${t("orderSummary.trialFree")} ` : null}
          {t(`orderSummary.cancelText.${interval}`)}
        </dd>
      </dl>
    </LabelledRegion>
  );
}
