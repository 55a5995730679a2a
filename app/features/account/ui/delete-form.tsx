import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { Field, FormAlert, SubmitButton } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { deleteAccountSchema } from "../settings-schemas";

/**
 * Deleting the account: says what goes (and, in `notice`, what happens to a membership), and asks for the
 * e-mail address typed out and the password.
 */
export function DeleteForm({ email, notice, lastResult }: { email: string; notice?: ReactNode; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("account");
  const schema = useMemo(() => deleteAccountSchema(email), [email]);
  const [form, fields] = useKitForm(schema, { id: "delete", lastResult });
  return (
    <Form method="post" action={`#${form.id}`} {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="delete" />
      <p>{t("settings.delete.warning")}</p>
      {notice}
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field meta={fields.confirmation} label={t("settings.delete.confirmLabel", { email })} autoComplete="off" spellCheck={false} />
      <Field meta={fields.password} type="password" label={t("settings.delete.password")} autoComplete="current-password" />
      <SubmitButton variant="danger" className="w-fit">
        {t("settings.delete.submit")}
      </SubmitButton>
    </Form>
  );
}
