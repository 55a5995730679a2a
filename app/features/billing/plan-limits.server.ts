import { getEnv } from "#app/config/env.server";
import { planLimits, type PlanId, type PlanLimits } from "./plans";

/** Both plans' limits with the free chat quota the server enforces (CHAT_MESSAGES_PER_DAY). */
export function configuredPlanLimits(): Record<PlanId, PlanLimits> {
  return planLimits(getEnv().CHAT_MESSAGES_PER_DAY);
}
