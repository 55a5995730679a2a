import { chatFeedLoader } from "#app/features/chat/stream.server";
import type { Route } from "./+types/resources.chat_.$chatId.stream";

/** The answer being written, as it is stored: the page's script reads it (feed.server.ts). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return chatFeedLoader(request, context, params.chatId);
}
