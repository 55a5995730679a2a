import type { User } from "@supabase/supabase-js";
import type { RouterContextProvider } from "react-router";
import type { AppSupabaseClient } from "#app/features/supabase/client.server";
import { getSupabase } from "#app/features/supabase/client.server";

/**
 * The user as the Auth server sees them right now (getUser, not the cached claims): actions that change
 * account data use it, so an expired or deleted session fails here with "no logged in user" even after
 * the layout's guard let the request through.
 */
export async function freshUser(context: Readonly<RouterContextProvider>): Promise<User | null> {
  const { data, error } = await getSupabase(context).auth.getUser();
  if (error || !data.user) return null;
  return data.user;
}

/**
 * Writes user_metadata and refreshes the session: the header reads the name and avatar from the access
 * token's claims, which only change when a new token is issued.
 */
export async function updateUserMetadata(supabase: AppSupabaseClient, data: Record<string, string | null>): Promise<void> {
  const { error } = await supabase.auth.updateUser({ data });
  if (error) throw error;
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) throw refreshed.error;
}
