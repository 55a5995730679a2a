import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";
import type { Database } from "../../app/types/database.types";

/** The backend the test app talks to (started by npm test / the Playwright config). */
export const backendUrl = () => process.env.TEST_SUPABASE_URL ?? "http://127.0.0.1:54331";

/** Node before 22 has no global WebSocket; supabase-js's realtime client wants one even when unused. */
export const realtime = { transport: WebSocket as unknown as typeof globalThis.WebSocket };
const auth = { persistSession: false, autoRefreshToken: false };

/** The secret-key client: tests use it to look behind the app (what is stored, what is gone). */
export const adminClient = (url = backendUrl()) => createClient<Database>(url, LOCAL_SECRET_KEY, { realtime, auth });

/** A signed-out supabase-js client talking to the backend directly (role anon). */
export const anonymousClient = () => createClient<Database>(backendUrl(), LOCAL_PUBLISHABLE_KEY, { realtime, auth });

/** A supabase-js client signed in as the given user, talking to the backend directly (RLS applies). */
export async function userClient(email: string, password: string) {
  const client = anonymousClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** Whether the backend accepts these credentials (e.g. after an account was deleted). */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  const { error } = await anonymousClient().auth.signInWithPassword({ email, password });
  return error === null;
}
