import { useTranslation } from "#app/platform/i18n/use-translation";
import { Outlet } from "react-router";
import { loadChatList } from "#app/features/chat/page.server";
import { ChatList } from "#app/features/chat/ui/chat-list";
import { ChatStatus } from "#app/features/chat/ui/answer-status";
import { useQuestionFieldAfterPost } from "#app/features/chat/ui/composer";
import type { Route } from "./+types/($lang)._private.ai-chat";

export const handle = { i18n: ["chat", "validation", "attachments", "listing"] };

export async function loader({ context }: Route.LoaderArgs) {
  return { chats: await loadChatList(context) };
}

/**
 * /ai-chat and its conversations: the heading, the page (new chat or one chat), the user's chats. The list
 * is drawn beside the page on wide screens and below it on narrow ones, and comes after it in the document
 * either way: Tab reaches the question before a long list of chats.
 */
export default function AiChatLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("chat");
  useQuestionFieldAfterPost();
  return (
    <ChatStatus>
      <div className="mx-auto flex w-full max-w-(--breakpoint-lg) flex-col gap-6 px-4 py-8">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          {/* Art. 50 (1) AI Act: the user is told they talk to an AI. A plain fact, not a waiver (§ 309 Nr. 7 BGB). */}
          <p className="text-sm">{t("aiNotice")}</p>
        </div>
        <div className="grid gap-6 md:grid-cols-[15rem_1fr]">
          <div className="min-w-0 md:col-start-2 md:row-start-1">
            <Outlet />
          </div>
          <div className="md:col-start-1 md:row-start-1">
            <ChatList chats={loaderData.chats} />
          </div>
        </div>
      </div>
    </ChatStatus>
  );
}
