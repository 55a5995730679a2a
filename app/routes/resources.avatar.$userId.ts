import { requireApiUser } from "#app/features/auth/session.server";
import { AVATAR_BUCKET } from "#app/features/profile/avatar";
import { sniffImageType } from "#app/features/profile/image-type";
import { legacyAvatarSrc } from "#app/features/profile/legacy-avatar";
import { getSupabase } from "#app/platform/supabase/client.server";
import { unavailableResponse } from "#app/platform/supabase/backend-error";
import { isUnavailable } from "#app/platform/supabase/errors";
import type { Route } from "./+types/resources.avatar.$userId";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

/**
 * Streams the signed-in user's own avatar from the private bucket (or their legacy base64 avatar).
 * Anyone else's id answers 404, and the read runs as the user, so Storage's policies decide as well; a backend
 * that cannot answer gives 503.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(context);
  if (params.userId !== user.id) return notFound();
  const supabase = getSupabase(context);
  const { data: profile, error } = await supabase.from("profiles").select("avatar_url, avatar").eq("id", user.id).maybeSingle();
  // The backend could not answer: an outage (503, the browser tries again), not a missing picture.
  if (error) return unavailableResponse();
  let bytes: Uint8Array<ArrayBuffer> | null = null;
  if (profile?.avatar_url) {
    const { data: blob, error: downloadError } = await supabase.storage.from(AVATAR_BUCKET).download(profile.avatar_url);
    if (isUnavailable(downloadError)) return unavailableResponse();
    if (blob) bytes = new Uint8Array(await blob.arrayBuffer());
  } else {
    const src = legacyAvatarSrc(profile?.avatar);
    if (src) bytes = Buffer.from(src.slice(src.indexOf(",") + 1), "base64");
  }
  // Only bytes that really are one of the four raster formats go out, with their true type.
  const type = bytes ? sniffImageType(bytes) : null;
  if (!bytes || !type) return notFound();
  return new Response(bytes, {
    headers: {
      "Content-Type": `image/${type}`,
      // The URL carries the upload time, so each version may be cached, but only by this browser.
      "Cache-Control": "private, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    },
  });
}
