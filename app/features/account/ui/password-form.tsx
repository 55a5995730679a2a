import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { Field, FormAlert, SubmitButton } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { NewPasswordFields } from "#app/features/auth/ui/new-password-fields";
import { passwordChangeSchema } from "../settings-schemas";

// The browser checks length and match; the common-password list is checked on the server only.
const clientSchema = passwordChangeSchema();

/** Current password (re-checked on the server), new password and its confirmation. */
export function PasswordForm({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["account", "auth"]);
  const [form, fields] = useKitForm(clientSchema, { id: "password", lastResult });
  return (
    <Form method="post" action={`#${form.id}`} {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="password" />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field meta={fields.currentPassword} type="password" label={t("settings.password.current")} autoComplete="current-password" />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label={t("auth:fields.newPassword")} />
      <SubmitButton className="w-fit">{t("settings.password.save")}</SubmitButton>
    </Form>
  );
}
