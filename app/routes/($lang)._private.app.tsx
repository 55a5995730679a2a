import type { ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { getUser } from "#app/features/auth/session.server";
import { loadRecentWork } from "#app/features/account/recent-work.server";
import { RecentSection } from "#app/features/account/ui/recent-section";
import { RecentChats } from "#app/features/chat/ui/recent-chats";
import { Shortcuts } from "#app/features/account/ui/shortcuts";
import { RecentCalculations } from "#app/features/saved-calculations/ui/recent-calculations";
import type { Route } from "./+types/($lang)._private.app";

export const handle = { i18n: ["account", "saved", "chat"] };

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  const { calculations, chats } = await loadRecentWork(context);
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
        <RecentOrStart
          id="recent-calculations"
          title={t("home.calculations.title")}
          items={loaderData.calculations}
          list={(calculations) => <RecentCalculations calculations={calculations} />}
          empty={t("home.calculations.empty")}
          unavailable={t("home.calculations.unavailable")}
          start={{ to: "/calculator", label: t("home.calculations.action") }}
        />
        <RecentOrStart
          id="recent-chats"
          title={t("home.chats.title")}
          items={loaderData.chats}
          list={(chats) => <RecentChats chats={chats} />}
          empty={t("home.chats.empty")}
          unavailable={t("chat:list.unavailable")}
          start={{ to: "/ai-chat", label: t("home.chats.action") }}
        />
      </div>
    </div>
  );
}

/** A recent list, or, when there is none (or it could not be loaded, which it says), where to start. */
function RecentOrStart<T>(props: {
  id: string;
  title: string;
  items: T[] | null;
  list: (items: T[]) => ReactNode;
  empty: string;
  unavailable: string;
  start: { to: string; label: string };
}) {
  const { id, title, items } = props;
  if (items && items.length > 0) {
    return (
      <RecentSection id={id} title={title}>
        {props.list(items)}
      </RecentSection>
    );
  }
  return (
    <RecentSection id={id} title={title} empty={props.empty} unavailable={items === null ? props.unavailable : undefined}>
      <LocalizedLink to={props.start.to} className="w-fit font-semibold text-accent-strong">
        {props.start.label}
      </LocalizedLink>
    </RecentSection>
  );
}
