import { getAdminClient } from "#app/platform/supabase/admin.server";
import { pickSubscription } from "./entitlements";
import type { SubscriptionRow } from "./subscriptions.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { recipientLocale } from "#app/platform/mail/recipient-locale.server";
import type { Locale } from "#app/platform/i18n/locales";

export interface MatchedContract {
  userId: string;
  accountEmail: string;
  /** The account's saved language: mails to `accountEmail` are written in it. */
  accountLocale: Locale;
  subscription: SubscriptionRow & { user_id: string };
}

const COLUMNS =
  "id, user_id, status, billing_interval, trial_end, current_period_end, cancel_at_period_end, cancel_at, ended_at, created_at, price_lookup_key";
const LIVE = ["trialing", "active", "past_due", "unpaid", "paused", "incomplete"];

/**
 * Finds the contract a signed-out declaration is about: by the contract id (the subscription id printed
 * in every mail) or else by the e-mail address stored with the customer. Only contracts still running
 * count. The caller must confirm to `accountEmail`, never only to the address typed in, so nobody can
 * end someone else's contract unnoticed.
 */
export async function matchContract(reference: string | undefined, email: string): Promise<MatchedContract | null> {
  const admin = getAdminClient();
  let rows: (SubscriptionRow & { user_id: string })[] = [];
  if (reference) {
    const { data, error } = await admin.from("subscriptions").select(COLUMNS).eq("id", reference.trim()).in("status", LIVE);
    if (error) throw new BackendError("unavailable:database", error);
    rows = data ?? [];
  }
  if (rows.length === 0) {
    const { data: customer, error } = await admin.from("billing_customers").select("user_id").eq("email", email.trim().toLowerCase()).maybeSingle();
    if (error) throw new BackendError("unavailable:database", error);
    if (customer) {
      const found = await admin.from("subscriptions").select(COLUMNS).eq("user_id", customer.user_id).in("status", LIVE);
      if (found.error) throw new BackendError("unavailable:database", found.error);
      rows = found.data ?? [];
    }
  }
  const subscription = pickSubscription(rows);
  return subscription ? withAccount(subscription) : null;
}

/**
 * The contract a declaration was matched to earlier (a retry after a failure, or the owner's link days
 * later), in whatever state it is now: matching again by the typed details would miss it once it ended.
 */
export async function matchedContract(subscriptionId: string): Promise<MatchedContract | null> {
  const { data, error } = await getAdminClient().from("subscriptions").select(COLUMNS).eq("id", subscriptionId).maybeSingle();
  if (error) throw new BackendError("unavailable:database", error);
  return data ? withAccount(data) : null;
}

/** The contract with its account's own address, where every confirmation goes, and language; none without an address. */
async function withAccount(subscription: MatchedContract["subscription"]): Promise<MatchedContract | null> {
  const { data: auth } = await getAdminClient().auth.admin.getUserById(subscription.user_id);
  const accountEmail = auth.user?.email;
  if (!accountEmail) return null;
  const accountLocale = await recipientLocale({ id: subscription.user_id, user_metadata: auth.user?.user_metadata });
  return { userId: subscription.user_id, accountEmail, accountLocale, subscription };
}
