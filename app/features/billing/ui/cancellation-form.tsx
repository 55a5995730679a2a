import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { BotCheckWidget } from "#app/platform/bot-check/widget";
import { Field, FormAlert, HoneypotField, SelectField, SubmitButton, TextareaField } from "#app/components/forms";
import { cancellationSchema, type CancellationForm as CancellationValues } from "../schemas";
import { useKitForm } from "#app/components/use-kit-form";

export interface DeclarationDefaults {
  name: string;
  email: string;
  contractReference: string;
}

/** § 312k confirmation page: who, which contract, ordinary or extraordinary, when, and where to confirm. */
export function CancellationForm({ defaults, lastResult }: { defaults: DeclarationDefaults; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("billing");
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useKitForm<CancellationValues>(cancellationSchema, {
    id: "cancel-contract",
    lastResult,
    defaultValue: { ...defaults, kind: "ordinary", end: "next_possible" },
  });
  return (
    <Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <Field meta={fields.name} label={t("declaration.fields.name")} autoComplete="name" />
      <Field meta={fields.email} type="email" label={t("declaration.fields.email")} hint={t("declaration.fields.emailHint")} autoComplete="email" />
      <Field meta={fields.contractReference} label={t("declaration.fields.contract")} hint={t("declaration.fields.contractHint")} />
      <SelectField
        meta={fields.kind}
        label={t("cancel.fields.kind")}
        options={[
          { value: "ordinary", label: t("cancel.kind.ordinary") },
          { value: "extraordinary", label: t("cancel.kind.extraordinary") },
        ]}
      />
      <TextareaField meta={fields.reason} rows={3} label={t("cancel.fields.reason")} hint={t("cancel.fields.reasonHint")} />
      <SelectField
        meta={fields.end}
        label={t("cancel.fields.end")}
        options={[
          { value: "next_possible", label: t("cancel.end.next_possible") },
          { value: "specific", label: t("cancel.end.specific") },
        ]}
      />
      <Field meta={fields.date} type="date" label={t("cancel.fields.date")} hint={t("cancel.fields.dateHint")} />
      <BotCheckWidget />
      <SubmitButton className="w-full sm:w-fit" disabled={submitting}>
        {t("cancel.submit")}
      </SubmitButton>
    </Form>
  );
}
