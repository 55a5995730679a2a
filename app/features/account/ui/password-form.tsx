import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormAlert, SubmitButton } from "#app/components/forms";

/** Current password (re-checked on the server), new password and its confirmation. */
export function PasswordForm({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["account", "auth"]);
  const [form, fields] = useForm<{ currentPassword: string; password: string; confirmPassword: string }>({ id: "password", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="password" />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field meta={fields.currentPassword} type="password" label={t("settings.password.current")} autoComplete="current-password" />
      <Field
        meta={fields.password}
        type="password"
        label={t("auth:fields.newPassword")}
        hint={t("auth:fields.passwordHint")}
        autoComplete="new-password"
      />
      <Field meta={fields.confirmPassword} type="password" label={t("auth:fields.confirmPassword")} autoComplete="new-password" />
      <SubmitButton className="w-fit">{t("settings.password.save")}</SubmitButton>
    </Form>
  );
}
