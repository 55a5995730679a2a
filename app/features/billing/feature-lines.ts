import type { TFunction } from "i18next";
import type { PlanLimits } from "./plans";

/** What a plan includes, one line each: the pricing page, the order page and the order confirmation say the same. */
export function featureLines(t: TFunction, limits: PlanLimits): string[] {
  return [
    t("billing:features.chat", { count: limits.chatMessagesPerDay }),
    t(`billing:features.models.${limits.chatModels}`),
    t("billing:features.saved", { count: limits.savedCalculations }),
    t("billing:features.compare", { count: limits.comparisonSize }),
    t("billing:features.calculator"),
  ];
}
