import { readAttachment } from "#app/features/attachments/storage.server";
import { contentDisposition } from "#app/features/attachments/download";
import { looksLikePdf } from "#app/features/attachments/pdf-type";
import { requireApiUser } from "#app/features/auth/session.server";
import { getSupabase } from "#app/platform/supabase/client.server";
import type { Route } from "./+types/resources.attachments.$attachmentId";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

/**
 * Downloads one of the signed-in user's attached listings from the private bucket. The read runs as the
 * user, so row-level security and Storage's policies decide: anyone else's id answers 404 like a missing one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(context);
  if (!UUID.test(params.attachmentId)) return notFound();
  const attachment = await readAttachment(getSupabase(context), user.id, params.attachmentId);
  // Only bytes that really are a PDF go out, and as a download, never rendered in the app's origin.
  if (!attachment || !looksLikePdf(attachment.bytes)) return notFound();
  return new Response(attachment.bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(attachment.fileName),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
