import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { AVATAR_BUCKET, avatarDisplayUrl, avatarObjectPath } from "./avatar";
import { updateUserMetadata } from "./session-user.server";

/**
 * Stores a processed avatar as the signed-in user (Storage's policies only let them write their own
 * folder), points the profile at it (replacing any legacy base64 avatar) and publishes its display URL
 * in user_metadata for the header.
 */
export async function saveAvatar(supabase: AppSupabaseClient, userId: string, webp: Buffer, now = new Date()): Promise<void> {
  const path = avatarObjectPath(userId);
  const { error } = await supabase.storage.from(AVATAR_BUCKET).upload(path, webp, { contentType: "image/webp", upsert: true, cacheControl: "3600" });
  if (error) throw error;
  const { error: profileError } = await supabase.from("profiles").upsert({ id: userId, avatar_url: path, avatar: null });
  if (profileError) throw profileError;
  await updateUserMetadata(supabase, { avatar_url: avatarDisplayUrl(userId, now.getTime()) });
}

/** Removes every file in the user's avatar folder and clears the avatar everywhere it is referenced. */
export async function removeAvatar(supabase: AppSupabaseClient, userId: string): Promise<void> {
  const bucket = supabase.storage.from(AVATAR_BUCKET);
  const { data: files, error: listError } = await bucket.list(userId, { limit: 1000 });
  if (listError) throw listError;
  const paths = files.filter((file) => file.id !== null).map((file) => `${userId}/${file.name}`);
  if (paths.length > 0) {
    const { error } = await bucket.remove(paths);
    if (error) throw error;
  }
  const { error: profileError } = await supabase.from("profiles").update({ avatar_url: null, avatar: null }).eq("id", userId);
  if (profileError) throw profileError;
  await updateUserMetadata(supabase, { avatar_url: null });
}
