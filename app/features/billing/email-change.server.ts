import { getStripe } from "./stripe.server";
import { syncCustomerEmail } from "./customers.server";
import { logger } from "#app/platform/log/logger.server";

/**
 * A confirmed e-mail change, seen where it completes (the confirmation link's POST). Our customer row has
 * already moved with it (a trigger on auth.users); here the Stripe customer is told, so its receipts and
 * the portal reach the new address. A failure does not undo the change: the next webhook or checkout
 * tries again (the row remembers what Stripe was last given).
 */
export async function followEmailChange(userId: string): Promise<void> {
  if (!getStripe()) return;
  try {
    await syncCustomerEmail("user_id", userId);
  } catch (error) {
    logger.error({ err: error }, "billing: the customer's new address could not be sent to Stripe yet");
  }
}
