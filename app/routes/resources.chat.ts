import { chatStreamAction } from "#app/features/chat/stream.server";
import type { Route } from "./+types/resources.chat";

/** The chat's stream for useChat (JS); the forms on /ai-chat do the same without JS. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  return chatStreamAction(request, context);
}
