import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { buttonClass, Field, FormAlert, SubmitButton } from "#app/components/forms";
import { renameSchema } from "../form-schemas";
import { NAME_MAX } from "../limits";
import { useKitForm } from "#app/components/use-kit-form";

/** A refused rename, shown again in its row (the errors and the name as typed). */
export interface RenameProblem {
  id: string;
  result: SubmissionResult<string[]>;
}

const summaryClass = `${buttonClass.secondary} w-fit cursor-pointer list-none text-sm [&::-webkit-details-marker]:hidden`;

/**
 * Rename, duplicate and delete for one saved calculation, each a plain POST form. Rename and delete open in
 * a <details>, so deleting takes a second, deliberate click with or without JavaScript.
 */
export function RowActions({ id, name, rename }: { id: string; name: string; rename?: RenameProblem }) {
  const { t } = useTranslation("saved");
  const [form, fields] = useKitForm(renameSchema, {
    id: `rename-${id}`,
    lastResult: rename?.result,
    defaultValue: { name },
    constraint: true,
  });
  return (
    <div role="group" aria-label={t("list.actions", { name })} className="flex flex-wrap items-start gap-2">
      <details open={rename ? true : undefined} className="group">
        <summary className={summaryClass}>{t("list.rename.summary")}</summary>
        <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
          <RowTarget intent="rename" id={id} />
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field meta={fields.name} label={t("list.rename.label")} maxLength={NAME_MAX} />
          <SubmitButton className="w-fit text-sm">{t("list.rename.submit")}</SubmitButton>
        </Form>
      </details>
      <Form method="post">
        <RowTarget intent="duplicate" id={id} />
        <SubmitButton variant="secondary" className="text-sm">
          {t("list.duplicate")}
        </SubmitButton>
      </Form>
      <details>
        <summary className={summaryClass}>{t("list.delete.summary")}</summary>
        <Form method="post" className="mt-2 flex flex-col gap-2">
          <p className="text-sm">{t("list.delete.confirm", { name })}</p>
          <RowTarget intent="delete" id={id} />
          <SubmitButton variant="danger" className="w-fit text-sm">
            {t("list.delete.submit")}
          </SubmitButton>
        </Form>
      </details>
    </div>
  );
}

/** The hidden fields every row form posts: which action, on which calculation. */
function RowTarget({ intent, id }: { intent: "rename" | "duplicate" | "delete"; id: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}
