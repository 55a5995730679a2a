import { lazy } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Link } from "#app/components/link";
import type { CalculationInput } from "#app/features/calculation/inputs";
import { INTL_LOCALE, localizePath, type Locale } from "#app/platform/i18n/locales";
import { numberFormat } from "#app/lib/intl";

/**
 * Only a signed-in visitor gets the form, and with it zod and conform (about 35 KB gzip): a signed-out
 * visitor's calculator loads none of it. No Suspense boundary on purpose: the server waits for the module
 * (the HTML is complete without JavaScript), and hydration and the transitions that first show the form
 * wait for it too, keeping the server's HTML on screen meanwhile.
 */
const SaveForm = lazy(() => import("./save-form"));

/**
 * Under the calculator's results: signed in, a form that saves the calculation shown (its canonical query
 * travels along, so what is saved is what is on screen); signed out, a link to the login page that returns
 * to the same calculation. Posted to the page's own URL, so a refused name re-renders the same results.
 */
export function SavePanel(props: {
  signedIn: boolean;
  locale: Locale;
  search: string;
  input: CalculationInput;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("calculator");
  const calculator = localizePath("/calculator", props.locale);
  const price = numberFormat(INTL_LOCALE[props.locale], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
    props.input.purchasePrice,
  );
  const defaultName = t("save.defaultName", { price, state: t(`states.${props.input.state}`) });
  return (
    <section id="save" aria-labelledby="save-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 print:hidden">
      <h3 id="save-title" className="text-lg font-semibold">
        {t("save.title")}
      </h3>
      {props.signedIn ? (
        <SaveForm locale={props.locale} search={props.search} defaultName={defaultName} lastResult={props.lastResult} />
      ) : (
        <>
          <p className="text-sm text-muted">{t("save.signInNote")}</p>
          <Link
            to={`${localizePath("/login", props.locale)}?${new URLSearchParams({ redirectTo: calculator + props.search })}`}
            className="w-fit font-semibold text-accent-strong underline"
          >
            {t("save.signIn")}
          </Link>
        </>
      )}
    </section>
  );
}
