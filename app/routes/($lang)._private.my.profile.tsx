import { useTranslation } from "#app/platform/i18n/use-translation";
import { PageMeta } from "#app/components/page-meta";
import { passActionHeaders } from "#app/lib/action.server";
import { getUser } from "#app/features/auth/session.server";
import { Panel } from "#app/components/panel";
import { loadProfile, profileAction } from "#app/features/profile/profile.server";
import { AvatarForm } from "#app/features/profile/ui/avatar-form";
import { NameForm } from "#app/features/profile/ui/name-form";
import type { Route } from "./+types/($lang)._private.my.profile";

export const handle = { i18n: ["account", "auth", "validation"] };

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  return { ...(await loadProfile(context, user.id)), email: user.email };
}

// Retry-After of a refused upload reaches the browser only through this.
export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

/** /my/profile: the name shown in the app and the avatar (uploaded, previewed, removed). */
export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["account", "common"]);
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-md) flex-col gap-6 px-4 py-8">
      <PageMeta title={t("profile.title")} description={t("profile.description")} noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t("profile.title")}</h1>
        <p className="text-muted">{t("profile.intro", { email: loaderData.email })}</p>
      </div>
      <Panel id="name-title" title={t("profile.name.heading")}>
        <NameForm fullName={loaderData.fullName} lastResult={actionData?.intent === "name" ? actionData.result : undefined} />
      </Panel>
      <Panel id="avatar-title" title={t("profile.avatar.heading")}>
        {/* A new avatar remounts the form, which clears the chosen file and its preview. */}
        <AvatarForm
          key={loaderData.avatarSrc ?? "none"}
          avatarSrc={loaderData.avatarSrc}
          name={loaderData.fullName || loaderData.email}
          lastResult={actionData?.intent === "avatar" ? actionData.result : undefined}
        />
      </Panel>
    </div>
  );
}
