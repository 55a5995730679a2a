/**
 * What each plan unlocks. One table, read by the entitlements, the pricing page and the chat seam, so
 * the page can never promise something the server does not enforce.
 */
export type PlanId = "free" | "plus";

/** Chat model tiers: "standard" is the configured default model; "all" adds every configured model. */
export type ChatModels = "standard" | "all";

export interface PlanLimits {
  chatMessagesPerDay: number;
  chatModels: ChatModels;
  savedCalculations: number;
  comparisonSize: number;
}

export const PLAN_LIMITS: Record<PlanId, PlanLimits> = {
  free: { chatMessagesPerDay: 20, chatModels: "standard", savedCalculations: 10, comparisonSize: 3 },
  plus: { chatMessagesPerDay: 300, chatModels: "all", savedCalculations: 500, comparisonSize: 5 },
};

export type BillingInterval = "month" | "year";

/** The two Plus prices, addressed by Stripe lookup key (configurable: STRIPE_PRICE_*_LOOKUP_KEY). */
export interface PriceKeys {
  month: string;
  year: string;
}

export const DEFAULT_PRICE_KEYS: PriceKeys = { month: "kolleague_plus_monthly", year: "kolleague_plus_yearly" };

/** Length of the free trial offered to someone who never had one. */
export const DEFAULT_TRIAL_DAYS = 14;

/** The annual price's saving against twelve monthly payments, in cents and whole percent (rounded down). */
export function annualSaving(monthlyCents: number, yearlyCents: number): { cents: number; percent: number } {
  const twelve = monthlyCents * 12;
  const cents = Math.max(0, twelve - yearlyCents);
  return { cents, percent: twelve === 0 ? 0 : Math.floor((cents * 100) / twelve) };
}
