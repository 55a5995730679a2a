import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { LocalizedLink } from "#app/components/localized-link";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { useLocale } from "#app/features/i18n/use-locale";
import { createErrorMap, translateMessage } from "#app/features/validation/error-map";
import { supportSchema, type SupportForm as SupportFields } from "../schema";
import { SupportField } from "./support-field";

const submitClass =
  "w-fit rounded-lg bg-accent px-5 py-2.5 font-semibold text-accent-fg hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60";

/**
 * The contact form. The server validates (and answers with the typed values on every refusal, so the
 * form keeps them without JavaScript); with JavaScript the same schema checks fields as they are left.
 */
export function SupportForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["support", "validation"]);
  const locale = useLocale();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<SupportFields>({
    id: "support",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: supportSchema, error: createErrorMap(t, locale) }),
  });
  return (
    <Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
      <div id={form.errorId}>
        {form.errors?.length ? (
          <div role="alert" className="rounded-lg border border-danger px-3 py-2 text-sm font-medium text-danger">
            {form.errors.map((message) => (
              <p key={message}>{translateMessage(t, message)}</p>
            ))}
          </div>
        ) : null}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="support-website">{t("fields.honeypot")}</label>
        <input id="support-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <SupportField meta={fields.name} label={t("fields.name")} type="text" autoComplete="name" />
      <SupportField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
      <SupportField meta={fields.subject} label={t("fields.subject")} type="text" />
      <SupportField meta={fields.message} label={t("fields.message")} type="textarea" />
      <p className="text-sm text-muted">
        {t("privacy")}{" "}
        <LocalizedLink to="/privacy" className="font-semibold text-accent-strong">
          {t("privacyLink")}
        </LocalizedLink>
      </p>
      <button type="submit" className={submitClass} disabled={submitting}>
        {t("submit")}
      </button>
    </Form>
  );
}
