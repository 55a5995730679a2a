import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { BotCheckWidget } from "#app/platform/bot-check/widget";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, HoneypotField, SubmitButton, TextareaField } from "#app/components/forms";
import { LocalizedLink } from "#app/components/localized-link";
import { supportSchema, type SupportForm as SupportFields } from "../schema";
import { useKitForm } from "#app/components/use-kit-form";

/**
 * The contact form. The server validates (and answers with the typed values on every refusal, so the
 * form keeps them without JavaScript); with JavaScript the same schema checks fields as they are left.
 * No `constraint`: the browser's own length checks would stop a submit without JavaScript before the
 * server's localized messages could name the fields.
 */
export function SupportForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["support", "validation"]);
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useKitForm<SupportFields>(supportSchema, {
    id: "support",
    lastResult,
  });
  return (
    <Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <HoneypotField id="support-website" />
      <BotCheckWidget />
      <Field meta={fields.name} label={t("fields.name")} autoComplete="name" />
      <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
      <Field meta={fields.subject} label={t("fields.subject")} />
      <TextareaField meta={fields.message} label={t("fields.message")} rows={8} />
      <p className="text-sm text-muted">
        {t("privacy")}{" "}
        <LocalizedLink to="/privacy" className="font-semibold text-accent-strong">
          {t("privacyLink")}
        </LocalizedLink>
      </p>
      <SubmitButton className="w-fit" disabled={submitting}>
        {t("submit")}
      </SubmitButton>
    </Form>
  );
}
