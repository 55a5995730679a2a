import { useTranslation } from "#app/platform/i18n/use-translation";
import { useNavigation } from "react-router";
import { PageMeta } from "#app/components/page-meta";
import { chatAction, loadModelChoice } from "#app/features/chat/page.server";
import { Composer } from "#app/features/chat/ui/composer";
import type { Route } from "./+types/($lang)._private.ai-chat._index";

export const handle = { i18n: ["chat", "validation", "attachments"] };

export async function loader({ context }: Route.LoaderArgs) {
  return loadModelChoice(context);
}

/** A refusal's Retry-After reaches the document response too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return chatAction(request, context, null);
}

/** /ai-chat: pick a model and ask; the answer is written on the conversation's own page. */
export default function NewChatPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("chat");
  const busy = useNavigation().state !== "idle";
  return (
    <div className="flex flex-col gap-4">
      <PageMeta title={t("title")} description={t("description")} noindex />
      <h2 className="text-xl font-bold">{t("list.new")}</h2>
      <p className="text-muted">{t("intro")}</p>
      <Composer
        id="new-chat"
        isNew
        models={loaderData.models}
        model={loaderData.defaultModel}
        lastResult={actionData && "result" in actionData ? actionData.result : null}
        busy={busy}
      />
    </div>
  );
}
