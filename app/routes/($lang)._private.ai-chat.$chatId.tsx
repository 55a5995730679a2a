import { useTranslation } from "#app/platform/i18n/use-translation";
import { PageMeta } from "#app/components/page-meta";
import { chatAction, loadConversationPage } from "#app/features/chat/page.server";
import { continuingModel } from "#app/features/chat/models";
import { Conversation } from "#app/features/chat/ui/conversation";
import { ManageChat } from "#app/features/chat/ui/manage-chat";
import type { Route } from "./+types/($lang)._private.ai-chat.$chatId";

export const handle = { i18n: ["chat", "validation", "attachments"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadConversationPage(request, context, params.chatId);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  return chatAction(request, context, params.chatId);
}

/** /ai-chat/:chatId: one conversation, its answer controls and the composer; rename or delete below. */
export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("chat");
  const { chat, messages, models } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : null;
  const renameResult = actionData && "intent" in actionData && actionData.intent === "rename" ? result : null;
  const model = continuingModel(chat.model, models, loaderData.defaultModel);
  return (
    <div className="flex flex-col gap-6" data-chat-page="">
      <PageMeta title={`${chat.title} · ${t("title")}`} description={t("description")} noindex />
      <h2 className="text-xl font-bold break-words">{chat.title}</h2>
      {loaderData.earlier ? <p className="text-sm text-muted">{t("conversation.earlier")}</p> : null}
      <Conversation
        key={chat.id}
        chatId={chat.id}
        liveAnswerId={loaderData.liveAnswerId}
        messages={messages}
        models={models}
        model={model}
        lastResult={renameResult ? null : result}
      />
      <ManageChat key={`${chat.id}-${chat.title}`} title={chat.title} lastResult={renameResult} />
    </div>
  );
}
