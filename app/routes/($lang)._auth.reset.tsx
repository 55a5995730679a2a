import { getFormProps } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { BotCheckWidget } from "#app/platform/bot-check/widget";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, HoneypotField, SubmitButton } from "#app/components/forms";
import { LocalizedLink } from "#app/components/localized-link";
import { resetAction } from "#app/features/auth/reset.server";
import { resetSchema, type ResetForm } from "#app/features/auth/schemas";
import { AuthCard } from "#app/features/auth/ui/auth-card";
import { MailSent } from "#app/features/auth/ui/mail-sent";
import type { Route } from "./+types/($lang)._auth.reset";
import { useKitForm } from "#app/components/use-kit-form";
import { passActionHeaders } from "#app/lib/action.server";

export const handle = { i18n: ["auth", "validation"] };

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return resetAction(request, context);
}

export default function ResetPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "validation"]);
  const submitting = useNavigation().state === "submitting";
  const sent = actionData && "done" in actionData ? actionData : undefined;
  const [form, fields] = useKitForm<ResetForm>(resetSchema, {
    id: "reset",
    lastResult: actionData?.result,
    constraint: true,
  });
  return (
    <AuthCard
      title={t("reset.title")}
      description={t("reset.description")}
      intro={sent ? undefined : t("reset.intro")}
      footer={
        sent ? undefined : (
          <LocalizedLink to="/login" className="w-fit font-semibold text-accent-strong">
            {t("reset.backToLogin")}
          </LocalizedLink>
        )
      }
    >
      {sent ? (
        <MailSent title={t("reset.sentTitle")} body={t("reset.sentBody", { email: sent.email })} backLabel={t("reset.backToLogin")} />
      ) : (
        <Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <HoneypotField />
          <BotCheckWidget />
          <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
          <SubmitButton className="w-full" disabled={submitting}>
            {t("reset.submit")}
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
