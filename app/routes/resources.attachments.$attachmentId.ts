import { attachmentDownload } from "#app/features/attachments/download.server";
import type { Route } from "./+types/resources.attachments.$attachmentId";

/** /resources/attachments/:id: the original PDF of a listing the signed-in user attached in the chat. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return attachmentDownload(context, params.attachmentId);
}
