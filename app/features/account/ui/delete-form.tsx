import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { dangerButtonClass, Field, FormAlert } from "./form-parts";

/** Deleting the account: says what goes, and asks for the e-mail address typed out as confirmation. */
export function DeleteForm({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm<{ confirmation: string }>({ id: "delete", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="delete" />
      <p>{t("settings.delete.warning")}</p>
      <FormAlert id={form.errorId}>{form.errors?.join(" ")}</FormAlert>
      <Field
        {...getInputProps(fields.confirmation, { type: "text" })}
        key={fields.confirmation.key}
        label={t("settings.delete.confirmLabel", { email })}
        errors={fields.confirmation.errors}
        errorId={fields.confirmation.errorId}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className={dangerButtonClass}>
        {t("settings.delete.submit")}
      </button>
    </Form>
  );
}
