import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { buttonClass, SubmitButton } from "#app/components/forms";
import { LocalizedLink } from "#app/components/localized-link";
import { useLocalizedPath } from "#app/platform/i18n/use-locale";
import type { MembershipSummary } from "../membership.server";
import type { OrderHistory } from "../orders.server";
import { OrderList } from "./order-list";
import { MembershipStatus } from "./membership-status";
import { LabelledRegion } from "#app/components/labelled-region";

/**
 * The membership section of /my/settings: the state in one sentence, Stripe's portal for changes
 * (a real form: 303 to Stripe), the statutory buttons while they matter, and the orders placed.
 */
export function SubscriptionPanel({ summary, orders }: { summary: MembershipSummary; orders: OrderHistory }) {
  const { t } = useTranslation("billing");
  const path = useLocalizedPath();
  return (
    <LabelledRegion
      id="membership-title"
      title={t("membership.heading")}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
      titleClassName="text-xl font-bold"
    >
      <MembershipStatus summary={summary} />
      {summary.ok && summary.state.kind === "pastDue" ? (
        <p role="alert" className="font-semibold text-danger">
          {t("membership.pastDueAction")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {summary.ok && summary.contractId ? (
          <Form method="post" action={path("/billing-portal")} reloadDocument>
            <SubmitButton variant="secondary">{t("membership.manage")}</SubmitButton>
          </Form>
        ) : null}
        {summary.ok && summary.canOrder ? (
          <LocalizedLink to="/pricing" className={`${buttonClass.primary} no-underline`}>
            {t("membership.upgrade")}
          </LocalizedLink>
        ) : null}
        {summary.ok && summary.withdrawalOpen ? (
          <LocalizedLink to="/withdraw" className={`${buttonClass.danger} no-underline`}>
            {t("withdraw.button")}
          </LocalizedLink>
        ) : null}
      </div>
      <OrderList history={orders} />
    </LabelledRegion>
  );
}
