import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { getEnv } from "#app/config/env.server";

export type PasswordCheck = "valid" | "invalid" | "unavailable";

/**
 * Checks the current password by signing in on a separate, throwaway client, so the request's own
 * session stays untouched; the extra session is signed out again right away.
 */
export async function verifyPassword(email: string, password: string): Promise<PasswordCheck> {
  const env = getEnv();
  const client = createClient(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) return error.status === 400 ? "invalid" : "unavailable";
  await client.auth.signOut({ scope: "local" });
  return "valid";
}
