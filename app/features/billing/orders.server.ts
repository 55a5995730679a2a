import type { RouterContextProvider } from "react-router";
import { getSupabase } from "#app/platform/supabase/client.server";
import { logger } from "#app/platform/log/logger.server";

/** One order as the account holder placed it on the order page, and the contract it led to, if any. */
interface OrderLine {
  id: string;
  orderedAt: string;
  interval: "month" | "year";
  unitAmount: number;
  currency: string;
  trialDays: number;
  /** The Stripe subscription (the contract number); null when no payment method was added at Stripe. */
  contractId: string | null;
}

export type OrderHistory = { ok: true; orders: OrderLine[] } | { ok: false };

/** More than anyone orders by hand; a bound on the page, not a rule. */
const SHOWN = 50;

/**
 * The signed-in user's orders, newest first, read through their own session so row-level security decides
 * (terms 3.4 promises them "in your account"). A failed read says so instead of showing no orders.
 */
export async function orderHistory(context: Readonly<RouterContextProvider>, userId: string): Promise<OrderHistory> {
  const { data, error } = await getSupabase(context)
    .from("billing_orders")
    .select("id, ordered_at, billing_interval, unit_amount, currency, trial_days, subscription_id")
    .eq("user_id", userId)
    .order("ordered_at", { ascending: false })
    .limit(SHOWN);
  if (error) {
    logger.error({ err: error }, "billing: could not read the orders");
    return { ok: false };
  }
  return {
    ok: true,
    orders: data.map((row) => ({
      id: row.id,
      orderedAt: row.ordered_at,
      interval: row.billing_interval === "year" ? "year" : "month",
      unitAmount: row.unit_amount,
      currency: row.currency,
      trialDays: row.trial_days,
      contractId: row.subscription_id,
    })),
  };
}
