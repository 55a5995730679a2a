import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { LocalizedLink } from "#app/components/localized-link";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { localizePath } from "#app/features/i18n/locales";
import { useLocale } from "#app/features/i18n/use-locale";
import type { SignupSource } from "../consent";
import type { NewsletterSignupResult } from "../signup-result";

const inputClass =
  "min-w-0 flex-1 rounded-lg border border-border bg-canvas px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-[invalid=true]:border-danger";
const buttonClass =
  "rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60";

/**
 * Newsletter sign-up (footer, blog, newsletter page). Without JavaScript it posts to the newsletter
 * page, which shows the result; with JavaScript a fetcher posts there and the answer shows in place.
 * No schema library here: it renders on every page, and the server checks the address.
 */
export function NewsletterForm({ source, result }: { source: SignupSource; result?: NewsletterSignupResult }) {
  const locale = useLocale();
  // In the common catalogue: the form is in every page's footer, where only `common` is always loaded.
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterSignupResult>();
  const id = useId();
  const answer = fetcher.data ?? result;
  const error = answer && !answer.done ? answer.error : undefined;
  // The form is a landmark named by its heading: the footer's and the page's must differ.
  const heading = source === "footer" ? t("newsletterForm.heading") : t("newsletterForm.blogHeading");
  return (
    <fetcher.Form method="post" action={localizePath("/newsletter", locale)} aria-labelledby={`${id}-heading`} className="relative flex flex-col gap-2">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">{heading}</h2>
      <p className="text-sm text-muted">{t("newsletterForm.lead")}</p>
      <input type="hidden" name="source" value={source} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t("newsletterForm.honeypot")}</label>
        <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {answer?.done ? null : (
        <>
          <label htmlFor={`${id}-email`} className="text-sm font-medium">{t("newsletterForm.email")}</label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={answer?.email ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-consent${error ? ` ${id}-error` : ""}`}
              className={inputClass}
            />
            <button type="submit" className={buttonClass} disabled={fetcher.state !== "idle"}>
              {t("newsletterForm.submit")}
            </button>
          </div>
          <p id={`${id}-consent`} className="text-xs text-muted">
            {t("newsletterForm.consent")}{" "}
            <LocalizedLink to="/privacy" className="underline hover:text-accent-strong">{t("newsletterForm.privacy")}</LocalizedLink>
          </p>
        </>
      )}
      <div aria-live="polite" className="text-sm">
        {answer?.done ? <p role="status" className="font-medium text-success">{t("newsletterForm.sent", { email: answer.email })}</p> : null}
        {error ? <p id={`${id}-error`} className="font-medium text-danger">{error}</p> : null}
      </div>
    </fetcher.Form>
  );
}
