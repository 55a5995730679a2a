import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormAlert, primaryButtonClass } from "./form-parts";

/** Current password (re-checked on the server), new password and its confirmation. */
export function PasswordForm({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["account", "auth"]);
  const [form, fields] = useForm<{ currentPassword: string; password: string; confirmPassword: string }>({ id: "password", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="password" />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormAlert id={form.errorId}>{form.errors?.join(" ")}</FormAlert>
      <Field
        {...getInputProps(fields.currentPassword, { type: "password" })}
        key={fields.currentPassword.key}
        label={t("settings.password.current")}
        errors={fields.currentPassword.errors}
        errorId={fields.currentPassword.errorId}
        autoComplete="current-password"
      />
      <Field
        {...getInputProps(fields.password, { type: "password" })}
        key={fields.password.key}
        label={t("auth:fields.newPassword")}
        hint={t("auth:fields.passwordHint")}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        autoComplete="new-password"
      />
      <Field
        {...getInputProps(fields.confirmPassword, { type: "password" })}
        key={fields.confirmPassword.key}
        label={t("auth:fields.confirmPassword")}
        errors={fields.confirmPassword.errors}
        errorId={fields.confirmPassword.errorId}
        autoComplete="new-password"
      />
      <button type="submit" className={primaryButtonClass}>
        {t("settings.password.save")}
      </button>
    </Form>
  );
}
