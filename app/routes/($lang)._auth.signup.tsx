import { getFormProps } from "@conform-to/react";
import { Trans } from "react-i18next";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { BotCheckWidget } from "#app/platform/bot-check/widget";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, HoneypotField, SubmitButton } from "#app/components/forms";
import { LocalizedLink } from "#app/components/localized-link";
import { redirectSignedIn } from "#app/features/auth/request.server";
import { signupSchema, type SignupForm } from "#app/features/auth/schemas";
import { signupAction } from "#app/features/auth/signup.server";
import { AuthCard, AuthFooterLine } from "#app/features/auth/ui/auth-card";
import { NewPasswordFields } from "#app/features/auth/ui/new-password-fields";
import { useAttemptKey } from "#app/features/auth/ui/use-attempt-key";
import { MailSent } from "#app/features/auth/ui/mail-sent";
import type { Route } from "./+types/($lang)._auth.signup";
import { useKitForm } from "#app/components/use-kit-form";
import { passActionHeaders } from "#app/lib/action.server";

export const handle = { i18n: ["auth", "validation"] };

export const loader = ({ context }: Route.LoaderArgs) => redirectSignedIn(context);

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context);
}

// The browser checks length and match; the common-password list is checked on the server only.
const clientSchema = signupSchema();

export default function SignupPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "validation"]);
  const submitting = useNavigation().state === "submitting";
  const attemptKey = useAttemptKey(actionData);
  const [form, fields] = useKitForm<SignupForm>(clientSchema, {
    id: "signup",
    lastResult: actionData?.result,
    constraint: true,
  });
  return (
    <AuthCard
      title={t("signup.title")}
      description={t("signup.description")}
      footer={<AuthFooterLine text={t("signup.haveAccount")} to="/login" label={t("signup.loginLink")} />}
    >
      {actionData && "done" in actionData ? (
        <MailSent title={t("signup.sentTitle")} body={t("signup.sentBody", { email: actionData.email })} backLabel={t("reset.backToLogin")} />
      ) : (
        <Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <HoneypotField />
          <BotCheckWidget />
          <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
          <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label={t("fields.password")} resetKey={attemptKey} />
          {/* § 305 (2) BGB: the terms apply only if the customer is pointed to them when the contract is made. */}
          <p className="text-sm text-muted">
            <Trans
              t={t}
              i18nKey="signup.legal"
              components={{
                terms: <LocalizedLink to="/terms" className="font-semibold text-accent-strong underline" />,
                privacy: <LocalizedLink to="/privacy" className="font-semibold text-accent-strong underline" />,
              }}
            />
          </p>
          <SubmitButton className="w-full" disabled={submitting}>
            {t("signup.submit")}
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
