import { getFormProps } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "#app/components/forms";
import { newPasswordAction, recoveryState } from "#app/features/auth/new-password.server";
import { newPasswordSchema, type NewPasswordForm } from "#app/features/auth/schemas";
import { AuthCard } from "#app/features/auth/ui/auth-card";
import { AuthNotice } from "#app/features/auth/ui/auth-notice";
import { RECOVERY_WINDOW_SECONDS } from "#app/features/auth/recovery-window";
import { NewPasswordFields } from "#app/features/auth/ui/new-password-fields";
import { useAttemptKey } from "#app/features/auth/ui/use-attempt-key";
import type { Route } from "./+types/($lang)._auth.reset_.password";
import { useKitForm } from "#app/components/use-kit-form";

export const handle = { i18n: ["auth", "validation"] };

/**
 * Reached through the recovery mail's link. Without the session it opened the link has run out; a session
 * that did not come from a fresh link changes its password in settings, with the current one.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { state: await recoveryState(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return newPasswordAction(request, context);
}

const clientSchema = newPasswordSchema();

export default function NewPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "validation"]);
  const submitting = useNavigation().state === "submitting";
  const attemptKey = useAttemptKey(actionData);
  const [form, fields] = useKitForm<NewPasswordForm>(clientSchema, {
    id: "new-password",
    lastResult: actionData?.result,
    constraint: true,
  });
  return (
    <AuthCard title={t("newPassword.title")} description={t("newPassword.description")}>
      {loaderData.state === "recovery" ? (
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <p className="text-sm text-muted">{t("newPassword.window", { minutes: RECOVERY_WINDOW_SECONDS / 60 })}</p>
          <NewPasswordFields
            password={fields.password}
            confirmPassword={fields.confirmPassword}
            label={t("fields.newPassword")}
            resetKey={attemptKey}
          />
          <SubmitButton className="w-full" disabled={submitting}>
            {t("newPassword.submit")}
          </SubmitButton>
        </Form>
      ) : loaderData.state === "needsCurrentPassword" ? (
        <AuthNotice message={t("newPassword.needsCurrent")} to="/my/settings" linkLabel={t("newPassword.toSettings")} />
      ) : (
        <AuthNotice message={t("newPassword.expired")} to="/reset" linkLabel={t("newPassword.requestNew")} />
      )}
    </AuthCard>
  );
}
