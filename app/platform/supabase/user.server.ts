import { createClient, type User } from "@supabase/supabase-js";
import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { getSupabase } from "./client.server";
import { isUnavailable } from "./errors";

/** The user as the Auth server sees them now, or why there is none: callers map each case once. */
export type FreshUser = { user: User } | { user: null; unavailable: false } | { user: null; unavailable: true };

/**
 * getUser, not the cached claims: actions that change account data use it, so an expired or deleted
 * session fails here even after the layout's guard let the request through. "Signed out" (401, sign in
 * again) and "the backend did not answer" (503, try again) are different answers to the user.
 */
export async function lookupUser(context: Readonly<RouterContextProvider>): Promise<FreshUser> {
  const { data, error } = await getSupabase(context).auth.getUser();
  if (data.user && !error) return { user: data.user };
  return { user: null, unavailable: isUnavailable(error) };
}

/**
 * Signs in on a separate client that keeps no session in cookies, so the request's own session stays
 * untouched. Only "wrong credentials" (400) says anything about the password; anything else leaves it
 * unchecked.
 */
export async function freshSignIn(email: string, password: string) {
  const env = getEnv();
  const client = createClient(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) return { check: error.status === 400 ? ("invalid" as const) : ("unavailable" as const), client: null };
  return { check: "valid" as const, client };
}
