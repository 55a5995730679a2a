import { chatResumeLoader } from "#app/features/chat/stream.server";
import type { Route } from "./+types/resources.chat_.$chatId.stream";

/** useChat's resume after a reload: the answer being written, from its beginning. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return chatResumeLoader(context, params.chatId);
}
