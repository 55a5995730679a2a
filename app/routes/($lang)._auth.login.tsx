import { getFormProps, getInputProps } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { BotCheckWidget } from "#app/platform/bot-check/widget";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Field, FormAlert, HoneypotField, SubmitButton } from "#app/components/forms";
import { loginAction } from "#app/features/auth/login.server";
import { redirectSignedIn } from "#app/features/auth/request.server";
import { loginSchema, type LoginForm } from "#app/features/auth/schemas";
import { AuthCard, AuthFooterLine } from "#app/features/auth/ui/auth-card";
import { useAttemptKey } from "#app/features/auth/ui/use-attempt-key";
import type { Route } from "./+types/($lang)._auth.login";
import { useKitForm } from "#app/components/use-kit-form";
import { passActionHeaders } from "#app/lib/action.server";

export const handle = { i18n: ["auth", "validation"] };

export const loader = ({ context }: Route.LoaderArgs) => redirectSignedIn(context);

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "validation"]);
  const [searchParams] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  const attemptKey = useAttemptKey(actionData);
  const [form, fields] = useKitForm<LoginForm>(loginSchema, {
    id: "login",
    lastResult: actionData?.result,
    defaultValue: { redirectTo: searchParams.get("redirectTo") ?? "" },
    constraint: true,
  });
  return (
    <AuthCard
      title={t("login.title")}
      description={t("login.description")}
      footer={
        <>
          <AuthFooterLine text={t("login.noAccount")} to="/signup" label={t("login.signupLink")} />
          <AuthFooterLine text={t("login.forgotPassword")} to="/reset" label={t("login.resetLink")} />
        </>
      }
    >
      <Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <HoneypotField />
        {/* Only once the address has used up its failed attempts: the check then decides whether the password is tried. */}
        {actionData && "botCheck" in actionData ? <BotCheckWidget /> : null}
        <input {...getInputProps(fields.redirectTo, { type: "hidden" })} key={fields.redirectTo.key} />
        <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <Field meta={fields.password} resetKey={attemptKey} label={t("fields.password")} type="password" autoComplete="current-password" />
        <SubmitButton className="w-full" disabled={submitting}>
          {t("login.submit")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
