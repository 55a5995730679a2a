import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { Field, FormAlert, SubmitButton } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { emailChangeSchema } from "../settings-schemas";

/** The new address; after sending, the "check your inbox" state until both links are followed. */
export function EmailForm({
  email,
  pendingEmail,
  lastResult,
}: {
  email: string;
  pendingEmail: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation(["account", "auth"]);
  const [form, fields] = useKitForm(emailChangeSchema, { id: "email", lastResult });
  return (
    <div className="flex flex-col gap-4">
      <p>{t("settings.email.current", { email })}</p>
      {pendingEmail ? (
        <div role="status" className="flex flex-col gap-1 rounded-md border border-border bg-subtle p-3">
          <p className="font-semibold">{t("settings.email.sentTitle")}</p>
          <p className="text-sm">{t("settings.email.sentBody", { email: pendingEmail, current: email })}</p>
        </div>
      ) : null}
      <Form method="post" action={`#${form.id}`} {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="email" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} type="email" label={t("settings.email.new")} autoComplete="email" />
        <SubmitButton className="w-fit">{t("settings.email.save")}</SubmitButton>
      </Form>
    </div>
  );
}
