import { useTranslation } from "react-i18next";
import { PLAN_LIMITS, type PlanId } from "../plans";

/** What a plan unlocks, straight from PLAN_LIMITS, so the page shows what the server enforces. */
export function PlanFeatures({ plan }: { plan: PlanId }) {
  const { t } = useTranslation("billing");
  const limits = PLAN_LIMITS[plan];
  return (
    <ul className="flex flex-col gap-2 text-sm">
      <li>{t("features.chat", { count: limits.chatMessagesPerDay })}</li>
      <li>{t(`features.models.${limits.chatModels}`)}</li>
      <li>{t("features.saved", { count: limits.savedCalculations })}</li>
      <li>{t("features.compare", { count: limits.comparisonSize })}</li>
      <li>{t("features.calculator")}</li>
    </ul>
  );
}
