import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLocale } from "#app/platform/i18n/use-locale";
import { longDate } from "#app/platform/i18n/long-date";
import type { MembershipSummary } from "../membership.server";

/** One sentence per state: trialing (ends on …), active (renews on …), cancelling (on …), past due, cancelled. */
export function MembershipStatus({ summary }: { summary: MembershipSummary }) {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  if (!summary.ok) return <p role="alert">{t("membership.loadFailed")}</p>;
  const day = (iso: string | null) => (iso ? longDate(iso, locale) : "");
  const state = summary.state;
  const plan = summary.plan === "plus" ? t("plans.plus.name") : t("plans.free.name");
  const line = (() => {
    switch (state.kind) {
      case "none":
        return t("membership.none");
      case "trialing":
        return t("membership.trialing", { date: day(state.until) });
      case "active":
        return t("membership.active", { date: day(state.renewsOn) });
      case "cancelling":
        return t("membership.cancelling", { date: day(state.endsOn) });
      case "pastDue":
        return t("membership.pastDue");
      case "cancelled":
        return state.endedOn ? t("membership.cancelledOn", { date: day(state.endedOn) }) : t("membership.cancelled");
    }
  })();
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold">
        {plan}
        {summary.interval ? ` · ${t(`period.${summary.interval}ly`)}` : ""}
      </p>
      <p>{line}</p>
      {state.kind === "cancelling" && state.paidFrom ? <p>{t("membership.paidFrom", { date: day(state.paidFrom) })}</p> : null}
      {summary.contractId ? <p className="text-sm wrap-anywhere text-muted">{t("membership.contractId", { id: summary.contractId })}</p> : null}
    </div>
  );
}
