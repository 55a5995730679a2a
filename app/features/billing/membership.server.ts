import { withinWithdrawalPeriod } from "#app/features/declarations/withdrawal-period";
import type { MembershipState } from "./entitlements";
import { entitlementsFor } from "./entitlements";
import type { PlanId } from "./plans";
import { currentSubscription } from "./subscriptions.server";
import { logger } from "#app/platform/log/logger.server";

export type MembershipSummary =
  | {
      ok: true;
      plan: PlanId;
      state: MembershipState;
      interval: "month" | "year" | null;
      contractId: string | null;
      withdrawalOpen: boolean;
      canOrder: boolean;
    }
  | { ok: false };

/**
 * What settings and the success page show about the membership. A failed read says so ({ ok: false })
 * instead of showing "no membership".
 */
export async function membershipSummary(userId: string, now = new Date()): Promise<MembershipSummary> {
  try {
    const sub = await currentSubscription(userId);
    const entitlements = entitlementsFor(sub, now);
    const withdrawalOpen = sub !== null && entitlements.plan === "plus" && withinWithdrawalPeriod(new Date(sub.created_at), now);
    return {
      ok: true,
      plan: entitlements.plan,
      state: entitlements.state,
      interval: entitlements.interval,
      contractId: sub?.id ?? null,
      withdrawalOpen,
      canOrder: entitlements.canOrder,
    };
  } catch (error) {
    logger.error({ err: error }, "billing: could not read the membership");
    return { ok: false };
  }
}
