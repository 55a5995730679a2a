import { createClient } from "@supabase/supabase-js";
import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { getSupabase, type AppSupabaseClient } from "./client.server";
import { createRetryingFetch } from "./retrying-fetch";
import type { Database } from "#app/types/database.types";

const retryingFetch = createRetryingFetch();

/**
 * A client acting as the signed-in user that may outlive the request: it carries the request's access
 * token and never refreshes it. The request's own client could rotate the refresh token after the
 * response is sent, which would leave the browser with a spent one. An answer takes seconds; the token
 * lasts an hour, and a write refused after that only ends the answer as failed.
 */
export async function detachedUserClient(context: Readonly<RouterContextProvider>): Promise<AppSupabaseClient | null> {
  const { data } = await getSupabase(context).auth.getSession();
  const token = data.session?.access_token;
  if (!token) return null;
  const env = getEnv();
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
    accessToken: async () => token,
    global: { fetch: retryingFetch },
  });
}
