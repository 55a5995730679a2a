import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { BotCheckWidget } from "#app/platform/bot-check/widget";
import { Field, FormAlert, HoneypotField, SubmitButton } from "#app/components/forms";
import { withdrawalSchema } from "../schemas";
import type { DeclarationDefaults } from "./cancellation-form";
import { useKitForm } from "#app/components/use-kit-form";
import { useResultFocus } from "#app/lib/use-result-focus";

/** Step one of § 356a: only name, contract and an e-mail address; the next page asks to confirm. */
export function WithdrawalForm({ defaults, lastResult }: { defaults: DeclarationDefaults; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("billing");
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useKitForm(withdrawalSchema, {
    id: "withdraw",
    lastResult,
    defaultValue: { ...defaults, step: "review" },
  });
  return (
    <Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <input type="hidden" name="step" value="review" />
      <Field meta={fields.name} label={t("declaration.fields.name")} autoComplete="name" />
      <Field meta={fields.contractReference} label={t("declaration.fields.contract")} hint={t("declaration.fields.contractHint")} />
      <Field meta={fields.email} type="email" label={t("declaration.fields.email")} hint={t("declaration.fields.emailHint")} autoComplete="email" />
      <SubmitButton className="w-full sm:w-fit" disabled={submitting}>
        {t("withdraw.button")}
      </SubmitButton>
    </Form>
  );
}

/** Step two: the declaration shown back, the values carried as hidden fields, and "Widerruf bestätigen". */
export function WithdrawalConfirm({ review }: { review: { name: string; email: string; contractReference: string | null; lines: string[] } }) {
  const { t } = useTranslation("billing");
  const submitting = useNavigation().state === "submitting";
  // Replaces step one and its button: focus moves on to what is to be confirmed.
  const headingRef = useResultFocus<HTMLHeadingElement>();
  return (
    <Form method="post" className="flex flex-col gap-4">
      <HoneypotField id="withdraw-confirm-website" />
      <input type="hidden" name="name" value={review.name} />
      <input type="hidden" name="email" value={review.email} />
      <input type="hidden" name="contractReference" value={review.contractReference ?? ""} />
      <input type="hidden" name="step" value="confirm" />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t("withdraw.reviewHeading")}
      </h2>
      <ul className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-6">
        {review.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <BotCheckWidget />
      <SubmitButton variant="danger" className="w-full sm:w-fit" disabled={submitting}>
        {t("withdraw.confirm")}
      </SubmitButton>
    </Form>
  );
}
