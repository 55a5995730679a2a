import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { Field, FormAlert, SubmitButton } from "#app/components/forms";
import { renameSchema, type RenameForm } from "../forms";
import { useKitForm } from "#app/components/use-kit-form";

/** Rename, and delete behind a confirmation that needs no script (a disclosure holding the real button). */
export function ManageChat({ title, lastResult }: { title: string; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation(["chat", "validation"]);
  const [form, fields] = useKitForm<RenameForm>(renameSchema, {
    id: "rename-chat",
    lastResult,
    defaultValue: { intent: "rename", title },
    constraint: true,
  });
  return (
    <section aria-labelledby="manage-chat" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id="manage-chat" className="text-lg font-bold">
        {t("manage.heading")}
      </h2>
      <Form method="post" className="flex flex-col gap-2" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <input {...getInputProps(fields.intent, { type: "hidden" })} key={fields.intent.key} />
        <Field meta={fields.title} label={t("manage.renameLabel")} />
        <SubmitButton variant="secondary" className="w-fit">
          {t("manage.rename")}
        </SubmitButton>
      </Form>
      <details className="flex flex-col gap-2">
        <summary className="w-fit cursor-pointer font-semibold text-danger">{t("manage.delete")}</summary>
        <Form method="post" className="mt-2 flex flex-col gap-2">
          <p>{t("manage.deleteConfirm", { title })}</p>
          <input type="hidden" name="intent" value="delete" />
          <SubmitButton variant="danger" className="w-fit">
            {t("manage.deleteYes")}
          </SubmitButton>
        </Form>
      </details>
    </section>
  );
}
