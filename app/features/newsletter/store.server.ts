import type { SupabaseClient } from "@supabase/supabase-js";
import { checked } from "#app/platform/supabase/backend-error";
import type { Database } from "#app/types/database.types";
import { CONFIRMATION_WINDOW_MS, PROOF_RETENTION_MS } from "./consent";

export type Subscriber = Database["public"]["Tables"]["newsletter_subscribers"]["Row"];
export type SubscriberChanges = Database["public"]["Tables"]["newsletter_subscribers"]["Update"];
type Db = SupabaseClient<Database>;

const TABLE = "newsletter_subscribers";

/**
 * The own list's rows, always through the service client: sign-up, confirmation and unsubscribing are
 * proven by signed links, not by a session, so no user could pass row-level security for them. A failed
 * query throws BackendError.
 */
export function subscriberStore(db: Db) {
  return {
    async byEmail(email: string): Promise<Subscriber | null> {
      return checked(await db.from(TABLE).select("*").eq("email", email).maybeSingle());
    },
    async byId(id: string): Promise<Subscriber | null> {
      return checked(await db.from(TABLE).select("*").eq("id", id).maybeSingle());
    },
    /** A new pending row; null when the address was inserted by a concurrent sign-up meanwhile. */
    async insert(row: Database["public"]["Tables"]["newsletter_subscribers"]["Insert"]): Promise<Subscriber | null> {
      const result = await db.from(TABLE).insert(row).select("*").single();
      if (result.error?.code === "23505") return null;
      return checked(result);
    },
    /** Changes the row only while it still has the status the caller saw (no lost updates between requests). */
    async update(id: string, expectedStatus: string, changes: SubscriberChanges): Promise<Subscriber | null> {
      return checked(await db.from(TABLE).update(changes).eq("id", id).eq("status", expectedStatus).select("*").maybeSingle());
    },
    async remove(id: string): Promise<void> {
      checked(await db.from(TABLE).delete().eq("id", id));
    },
    /**
     * The retention the privacy policy promises: unconfirmed sign-ups go after 30 days (a former
     * subscriber's re-sign-up falls back to its earlier, unsubscribed state with its proof), and ended
     * subscriptions after three years.
     */
    async purgeExpired(now: Date): Promise<void> {
      const confirmCutoff = new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString();
      const proofCutoff = new Date(now.getTime() - PROOF_RETENTION_MS).toISOString();
      checked(
        await db
          .from(TABLE)
          .update({ status: "unsubscribed" })
          .eq("status", "pending")
          .lt("requested_at", confirmCutoff)
          .not("unsubscribed_at", "is", null),
      );
      checked(await db.from(TABLE).delete().eq("status", "pending").lt("requested_at", confirmCutoff));
      checked(await db.from(TABLE).delete().eq("status", "unsubscribed").lt("unsubscribed_at", proofCutoff));
    },
  };
}

export type SubscriberStore = ReturnType<typeof subscriberStore>;
