import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLocale } from "#app/platform/i18n/use-locale";
import { longDate } from "#app/platform/i18n/long-date";
import { formatMoney } from "../format";
import type { OrderHistory } from "../orders.server";

/**
 * The account holder's orders in settings, newest first: the day, what was ordered at which price, and the
 * contract it became (or that it was never completed at Stripe). Nothing when there are none.
 */
export function OrderList({ history }: { history: OrderHistory }) {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  if (!history.ok) return <p role="alert">{t("orders.loadFailed")}</p>;
  if (history.orders.length === 0) return null;
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-2">
      <h3 id="orders-title" className="text-lg font-semibold">
        {t("orders.heading")}
      </h3>
      <ul className="flex flex-col gap-3">
        {history.orders.map((order) => (
          <li key={order.id} className="rounded-md bg-subtle p-3">
            <p className="font-semibold">{t("orders.orderedOn", { date: longDate(order.orderedAt, locale) })}</p>
            <p>
              {t("orders.plan", {
                interval: t(`period.${order.interval}ly`),
                price: formatMoney(order.unitAmount, order.currency, locale),
                period: t(`period.${order.interval}`),
              })}
              {order.trialDays > 0 ? ` ${t("orders.trial", { count: order.trialDays })}` : ""}
            </p>
            <p className="text-sm wrap-anywhere text-muted">
              {order.contractId ? t("membership.contractId", { id: order.contractId }) : t("orders.incomplete")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
