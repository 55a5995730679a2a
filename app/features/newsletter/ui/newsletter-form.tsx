import type { SubmissionResult } from "@conform-to/react";
import { useId } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { BotCheckWidget } from "#app/platform/bot-check/widget";
import { useFetcher } from "react-router";
import { ErrorList, FormAlert, HoneypotField, SubmitButton, inputClass } from "#app/components/form-controls";
import { LocalizedLink } from "#app/components/localized-link";
import { localizePath } from "#app/platform/i18n/locales";
import { useLocale } from "#app/platform/i18n/use-locale";
import type { SignupSource } from "../consent";

/** The sign-up action's answer: conform's result, and on success the address the mail went to. */
export type NewsletterAnswer = { result: SubmissionResult<string[]>; done?: true; email?: string };

/**
 * Newsletter sign-up (footer, blog, newsletter page). Without JavaScript it posts to the newsletter
 * page, which shows the result; with JavaScript a fetcher posts there and the answer shows in place.
 * No schema library and no conform here: the form renders on every page, so it uses only the kit's
 * zod-free pieces and reads the server's answer (conform's serialized result) directly.
 */
export function NewsletterForm({ source, answer: pageAnswer }: { source: SignupSource; answer?: NewsletterAnswer }) {
  const locale = useLocale();
  // In the common catalogue: the form is in every page's footer, where only `common` is always loaded.
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterAnswer>();
  const id = useId();
  const answer = fetcher.data ?? pageAnswer;
  const { initialValue, error } = answer?.result ?? {};
  const fieldErrors = error?.email ?? undefined;
  const typed = typeof initialValue?.email === "string" ? initialValue.email : "";
  // The form is a landmark named by its heading: the footer's and the page's must differ.
  const heading = source === "footer" ? t("newsletterForm.heading") : t("newsletterForm.blogHeading");
  return (
    <fetcher.Form
      method="post"
      action={localizePath("/newsletter", locale)}
      aria-labelledby={`${id}-heading`}
      className="relative flex flex-col gap-2"
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        {heading}
      </h2>
      <p className="text-sm text-muted">{t("newsletterForm.lead")}</p>
      <input type="hidden" name="source" value={source} />
      <HoneypotField id={`${id}-website`} />
      <BotCheckWidget />
      {answer?.done ? (
        <p role="status" className="text-sm font-medium text-success">
          {t("newsletterForm.sent", { email: answer.email })}
        </p>
      ) : (
        <>
          <FormAlert id={`${id}-alert`} errors={error?.[""] ?? undefined} />
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            {t("newsletterForm.email")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              // A new answer re-creates the input, so it shows the address the server kept.
              key={typed}
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={typed}
              aria-invalid={fieldErrors?.length ? true : undefined}
              aria-describedby={`${id}-consent${fieldErrors?.length ? ` ${id}-error` : ""}`}
              className={`${inputClass} min-w-0 flex-1`}
            />
            <SubmitButton disabled={fetcher.state !== "idle"}>{t("newsletterForm.submit")}</SubmitButton>
          </div>
          <ErrorList id={`${id}-error`} errors={fieldErrors} />
          <p id={`${id}-consent`} className="text-xs text-muted">
            {t("newsletterForm.consent")}{" "}
            <LocalizedLink to="/privacy" className="underline hover:text-accent-strong">
              {t("newsletterForm.privacy")}
            </LocalizedLink>
          </p>
        </>
      )}
    </fetcher.Form>
  );
}
