import type { RouterContextProvider } from "react-router";
import { requireApiUser } from "#app/features/auth/session.server";
import { getSupabase } from "#app/platform/supabase/client.server";
import { contentDisposition } from "./download";
import { looksLikePdf } from "./pdf-type";
import { readAttachment } from "./storage.server";
import { isUuid } from "#app/lib/uuid";
import { BackendError, unavailableResponse } from "#app/platform/supabase/backend-error";

/**
 * One of the signed-in user's attached listings as a download. The read runs as the user, so row-level
 * security and Storage's policies decide: anyone else's id answers 404, exactly like a missing one. Only
 * bytes that really are a PDF go out, and as a download, never rendered in the app's origin.
 */
export async function attachmentDownload(context: Readonly<RouterContextProvider>, attachmentId: string): Promise<Response> {
  const user = await requireApiUser(context);
  let attachment;
  try {
    attachment = isUuid(attachmentId) ? await readAttachment(getSupabase(context), user.id, attachmentId) : null;
  } catch (error) {
    // The backend could not answer: say so (503, try again), not "unexpected error" or "not found".
    if (error instanceof BackendError) return unavailableResponse();
    throw error;
  }
  if (!attachment || !looksLikePdf(attachment.bytes))
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
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
