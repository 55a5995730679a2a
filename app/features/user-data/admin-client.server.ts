import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { getEnv } from "#app/config/env.server";
import type { Database } from "#app/types/database.types";

export type AdminClient = SupabaseClient<Database>;

/**
 * A client with the secret key: it bypasses row-level security, so it only ever runs on the server and
 * only for work done on behalf of the verified user (export, deletion). Never import it into a component.
 */
export function createAdminClient(): AdminClient {
  const env = getEnv();
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js refuses to start without a transport.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
