import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { getEnv } from "#app/config/env.server";
import { createRetryingFetch } from "#app/features/supabase/retrying-fetch";
import type { Database } from "#app/types/database.types";

let client: SupabaseClient<Database> | undefined;

/**
 * A client with the secret key, which bypasses row-level security: only for server work that has no
 * user session, such as the Send Email Hook reading the recipient's saved language. Never per request
 * data of a signed-in user (that goes through getSupabase, under RLS).
 */
export function serviceClient(): SupabaseClient<Database> {
  const env = getEnv();
  client ??= createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: createRetryingFetch() },
    // Node 20 has no global WebSocket; supabase-js refuses to start without a transport.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  return client;
}
