import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { Field, FormAlert, SubmitButton } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { nameSchema } from "../profile-schema";

/** The name form; after a refused submission it shows what was typed, with or without JavaScript. */
export function NameForm({ fullName, lastResult }: { fullName: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("account");
  const [form, fields] = useKitForm(nameSchema, { id: "profile-name", lastResult, defaultValue: { fullName } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="name" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field meta={fields.fullName} label={t("profile.name.label")} autoComplete="name" maxLength={100} />
      <SubmitButton className="w-fit">{t("profile.name.save")}</SubmitButton>
    </Form>
  );
}
