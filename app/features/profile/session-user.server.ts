import type { AppSupabaseClient } from "#app/platform/supabase/client.server";

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
