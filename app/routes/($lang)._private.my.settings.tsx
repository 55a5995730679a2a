import { useTranslation } from "#app/platform/i18n/use-translation";
import { PageMeta } from "#app/components/page-meta";
import { loadSettings, settingsAction } from "#app/features/account/settings.server";
import { DeleteForm } from "#app/features/account/ui/delete-form";
import { EmailForm } from "#app/features/account/ui/email-form";
import { answerErrors, FormAlert, buttonClass } from "#app/components/forms";
import { Panel } from "#app/components/panel";
import { PasswordForm } from "#app/features/account/ui/password-form";
import { PreferencesForm } from "#app/features/account/ui/preferences-form";
import { getUser } from "#app/features/auth/session.server";
import { deletionNotice } from "#app/features/billing/account-deletion.server";
import { membershipSummary } from "#app/features/billing/membership.server";
import { orderHistory } from "#app/features/billing/orders.server";
import { DeletionWarning } from "#app/features/billing/ui/deletion-warning";
import { SubscriptionPanel } from "#app/features/billing/ui/subscription-panel";
import type { Route } from "./+types/($lang)._private.my.settings";

export const handle = { i18n: ["account", "auth", "billing", "validation"] };

export async function loader({ context, url }: Route.LoaderArgs) {
  const userId = getUser(context).id;
  const [settings, membership, orders] = await Promise.all([loadSettings(context, url), membershipSummary(userId), orderHistory(context, userId)]);
  const deletion = await deletionNotice(userId, membership.ok && membership.withdrawalOpen);
  return { ...settings, membership, orders, deletion };
}

export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context);
}

/**
 * /my/settings: the membership and orders, preferences, password, e-mail, and the data rights (download, delete).
 * Each form posts to its own #id, so that without JavaScript the answer opens at the form and its message,
 * not at the top of a long page.
 */
export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["account", "common"]);
  const resultFor = (intent: NonNullable<typeof actionData>["intent"]) => (actionData?.intent === intent ? actionData.result : undefined);
  const sentTo = actionData && "pendingEmail" in actionData && typeof actionData.pendingEmail === "string" ? actionData.pendingEmail : null;
  const pendingEmail = sentTo ?? loaderData.pendingEmail;
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-md) flex-col gap-6 px-4 py-8">
      <PageMeta title={t("settings.title")} description={t("settings.description")} noindex />
      <h1 className="text-3xl font-bold">{t("settings.title")}</h1>
      {actionData?.intent === "page" ? <FormAlert errors={answerErrors(actionData.result)} /> : null}
      <SubscriptionPanel summary={loaderData.membership} orders={loaderData.orders} />
      <Panel id="preferences-title" title={t("settings.preferences.heading")} description={t("settings.preferences.intro")}>
        {loaderData.preferences ? (
          <PreferencesForm locale={loaderData.preferences.locale} theme={loaderData.preferences.theme} lastResult={resultFor("preferences")} />
        ) : (
          <p role="status" className="font-semibold text-danger">
            {t("settings.preferences.unavailable")}
          </p>
        )}
      </Panel>
      <Panel id="password-title" title={t("settings.password.heading")}>
        <PasswordForm email={loaderData.email} lastResult={resultFor("password")} />
      </Panel>
      <Panel id="email-title" title={t("settings.email.heading")}>
        <EmailForm email={loaderData.email} pendingEmail={pendingEmail} lastResult={resultFor("email")} />
      </Panel>
      <Panel id="data-title" title={t("settings.data.heading")} description={t("settings.data.intro")}>
        {/* A plain download link: works without JavaScript and never leaves the page. */}
        <a href="/resources/my-data.json" download className={`${buttonClass.secondary} w-fit no-underline`}>
          {t("settings.data.download")}
        </a>
      </Panel>
      <Panel id="delete-title" title={t("settings.delete.heading")}>
        <DeleteForm email={loaderData.email} notice={<DeletionWarning notice={loaderData.deletion} />} lastResult={resultFor("delete")} />
      </Panel>
    </div>
  );
}
