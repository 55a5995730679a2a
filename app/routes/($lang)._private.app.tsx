import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { getUser } from "#app/features/auth/session.server";
import { RecentSection } from "#app/features/account/ui/recent-section";
import { RECENT_SIZE } from "#app/features/chat/limits";
import { loadChatList } from "#app/features/chat/page.server";
import { RecentChats } from "#app/features/chat/ui/recent-chats";
import { Shortcuts } from "#app/features/account/ui/shortcuts";
import { loadRecentCalculations } from "#app/features/saved-calculations/recent.server";
import { RecentCalculations } from "#app/features/saved-calculations/ui/recent-calculations";
import type { Route } from "./+types/($lang)._private.app";

export const handle = { i18n: ["account", "saved", "chat"] };

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  const [calculations, chats] = await Promise.all([loadRecentCalculations(context), loadChatList(context, RECENT_SIZE)]);
  return { name: user.name, calculations, chats };
}

/**
 * /app, the signed-in home: a greeting, shortcuts, and the recent calculations and chats. An empty
 * section says so and points to where to start; chats that could not be loaded say that instead.
 */
export default function AppHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["account", "common"]);
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-lg) flex-col gap-8 px-4 py-8">
      <PageMeta title={t("home.title")} description={t("home.description")} noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{loaderData.name ? t("home.greeting", { name: loaderData.name }) : t("home.greetingNoName")}</h1>
        <p className="text-muted">{t("home.intro")}</p>
      </div>
      <Shortcuts />
      <div className="grid gap-6 md:grid-cols-2">
        {loaderData.calculations && loaderData.calculations.length > 0 ? (
          <RecentSection id="recent-calculations" title={t("home.calculations.title")}>
            <RecentCalculations calculations={loaderData.calculations} />
          </RecentSection>
        ) : (
          <RecentSection
            id="recent-calculations"
            title={t("home.calculations.title")}
            empty={t("home.calculations.empty")}
            unavailable={loaderData.calculations === null ? t("home.calculations.unavailable") : undefined}
          >
            <LocalizedLink to="/calculator" className="w-fit font-semibold text-accent-strong">
              {t("home.calculations.action")}
            </LocalizedLink>
          </RecentSection>
        )}
        {loaderData.chats && loaderData.chats.length > 0 ? (
          <RecentSection id="recent-chats" title={t("home.chats.title")}>
            <RecentChats chats={loaderData.chats} />
          </RecentSection>
        ) : (
          <RecentSection
            id="recent-chats"
            title={t("home.chats.title")}
            empty={t("home.chats.empty")}
            unavailable={loaderData.chats === null ? t("chat:list.unavailable") : undefined}
          >
            <LocalizedLink to="/ai-chat" className="w-fit font-semibold text-accent-strong">
              {t("home.chats.action")}
            </LocalizedLink>
          </RecentSection>
        )}
      </div>
    </div>
  );
}
