/**
 * What each plan unlocks. One table, read by the entitlements, the pricing page, the order page and the
 * chat seam, so no page can promise something the server does not enforce.
 */
export type PlanId = "free" | "plus";

/** Chat model tiers: "standard" is the configured default model; "all" adds every configured model. */
type ChatModels = "standard" | "all";

export interface PlanLimits {
  chatMessagesPerDay: number;
  chatModels: ChatModels;
  savedCalculations: number;
  comparisonSize: number;
}

/** Every limit but the chat quota: the same for every deployment (pages that promise them read them here). */
export const FIXED_PLAN_LIMITS: Record<PlanId, Omit<PlanLimits, "chatMessagesPerDay">> = {
  free: { chatModels: "standard", savedCalculations: 10, comparisonSize: 3 },
  plus: { chatModels: "all", savedCalculations: 500, comparisonSize: 5 },
};

const PLUS_CHAT_MESSAGES_PER_DAY = 300;

/**
 * The limits of both plans. The free plan's daily chat messages are the operator's setting
 * (CHAT_MESSAGES_PER_DAY, passed in by `configuredPlanLimits`), not a number of this table; Plus never
 * allows fewer than Free.
 */
export function planLimits(freeChatMessagesPerDay: number): Record<PlanId, PlanLimits> {
  return {
    free: { ...FIXED_PLAN_LIMITS.free, chatMessagesPerDay: freeChatMessagesPerDay },
    plus: { ...FIXED_PLAN_LIMITS.plus, chatMessagesPerDay: Math.max(freeChatMessagesPerDay, PLUS_CHAT_MESSAGES_PER_DAY) },
  };
}

export type BillingInterval = "month" | "year";

/** The annual price's saving against twelve monthly payments, in cents and whole percent (rounded down). */
export function annualSaving(monthlyCents: number, yearlyCents: number): { cents: number; percent: number } {
  const twelve = monthlyCents * 12;
  const cents = Math.max(0, twelve - yearlyCents);
  return { cents, percent: twelve === 0 ? 0 : Math.floor((cents * 100) / twelve) };
}
