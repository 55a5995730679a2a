import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormAlert, primaryButtonClass } from "#app/features/account/ui/form-parts";

/** The name form; after a refused submission it shows what was typed, with or without JavaScript. */
export function NameForm({ fullName, lastResult }: { fullName: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm<{ fullName: string }>({ id: "profile-name", lastResult, defaultValue: { fullName } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="name" />
      <FormAlert id={form.errorId}>{form.errors?.join(" ")}</FormAlert>
      <Field
        {...getInputProps(fields.fullName, { type: "text" })}
        key={fields.fullName.key}
        label={t("profile.name.label")}
        errors={fields.fullName.errors}
        errorId={fields.fullName.errorId}
        autoComplete="name"
        maxLength={100}
      />
      <button type="submit" className={primaryButtonClass}>
        {t("profile.name.save")}
      </button>
    </Form>
  );
}
