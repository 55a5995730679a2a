import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { getEnv } from "#app/config/env.server";
import type { Database } from "#app/types/database.types";
import { createRetryingFetch } from "./retrying-fetch";

export type AdminClient = SupabaseClient<Database>;

let client: AdminClient | undefined;

/**
 * The one client with the secret key. It bypasses row-level security, so it serves only server work that
 * has no user session (the Send Email Hook, webhooks) or that acts for an already verified user (export,
 * deletion). Per-request data of a signed-in user goes through getSupabase, under RLS. Created once: it
 * holds no session, so every request can share it.
 */
export function getAdminClient(): AdminClient {
  const env = getEnv();
  client ??= createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: createRetryingFetch() },
  });
  return client;
}
