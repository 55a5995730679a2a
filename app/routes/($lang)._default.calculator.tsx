import { useCallback, useRef, useState } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { redirect, useActionData, useLoaderData, useLocation } from "react-router";
import { Link } from "#app/components/link";
import { PageMeta } from "#app/components/page-meta";
import { germanIsoDay } from "#app/lib/german-day";
import { CalculatorForm } from "#app/features/calculation/ui/calculator-form";
import { EXAMPLE_SEARCH } from "#app/features/calculation/view/example";
import { pageCalculation } from "#app/features/calculation/view/live";
import {
  canonicalQuery,
  formValues,
  hasInputs,
  isFormSubmission,
  MONTHS_PARAM,
  repaymentModeOf,
  toSearch,
  withAllMonths,
} from "#app/features/calculation/view/query";
import { Results } from "#app/features/calculation/ui/results";
import { useLiveCalculation, type LiveUpdate } from "#app/features/calculation/ui/use-live-calculation";
import { getLocale } from "#app/platform/i18n/i18next.server";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { useLocale } from "#app/platform/i18n/use-locale";
import { saveCalculationAction } from "#app/features/saved-calculations/save.server";
import { SavePanel } from "#app/features/saved-calculations/ui/save-panel";
import { useRootData } from "#app/lib/root-data";
import type { Route } from "./+types/($lang)._default.calculator";

// publicPage: for a signed-out visitor the HTML depends only on the query and the day (page-cache.server.ts).
// advertisingPixel: only while the address has no query (app/platform/conversions/pixel-pages.ts).
export const handle = { i18n: ["calculator", "validation"], publicPage: true, advertisingPixel: true };

/**
 * /calculator: the URL is the input (canonical numbers, see ui/query.ts), so every result can be shared and
 * renders on the server. A form submission (it carries `fmt`) is redirected to its canonical URL, to the
 * results or, if something is wrong, to the error summary.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const today = germanIsoDay(new Date());
  const query = canonicalQuery(url.searchParams);
  if (isFormSubmission(url.searchParams)) {
    const outcome = pageCalculation(query, today);
    throw redirect(`${url.pathname}${toSearch(query)}${outcome.errors ? "#form-errors" : "#results"}`);
  }
  const locale = getLocale(context) as Locale;
  const allMonths = url.searchParams.get(MONTHS_PARAM) === "all";
  // Only the calculator's own inputs make a calculation: `?utm_source=…` alone is still the fresh form.
  const outcome = hasInputs(query) ? pageCalculation(query, today, allMonths) : { errors: null, calculation: null };
  return {
    today,
    allMonths,
    search: toSearch(query),
    values: formValues(query, locale),
    repaymentMode: repaymentModeOf(query),
    ...outcome,
  };
}

/** Saving the calculation shown (signed in only; the action checks the session itself). */
export async function action({ request, context }: Route.ActionArgs) {
  return saveCalculationAction(request, context);
}

export default function CalculatorRoute() {
  // A new document or a link to another query starts afresh; live updates keep the location's key.
  return <Calculator key={useLocation().key} />;
}

function Calculator() {
  const data = useLoaderData<typeof loader>();
  const saved = useActionData<typeof action>();
  const signedIn = Boolean(useRootData()?.user);
  const { t } = useTranslation(["calculator", "common"]);
  const locale = useLocale();
  const pathname = localizePath("/calculator", locale);
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<LiveUpdate | null>(null);
  const onUpdate = useCallback(
    (update: LiveUpdate) => setLive((previous) => ({ ...update, calculation: update.calculation ?? previous?.calculation ?? data.calculation })),
    [data.calculation],
  );
  const handlers = useLiveCalculation({ formRef, today: data.today, pathname, allMonths: data.allMonths, onUpdate });

  const errors = live ? live.errors : data.errors;
  const calculation = live ? live.calculation : data.calculation;
  const search = live ? live.search : data.search;
  const links = {
    csv: (period: "yearly" | "monthly") => `${localizePath("/calculator.csv", locale)}${search}${search ? "&" : "?"}schedule=${period}`,
    months: { all: `${pathname}${withAllMonths(search)}#schedule-monthly`, yearly: `${pathname}${search}#schedule` },
  };

  return (
    <div className="mx-auto flex max-w-(--breakpoint-lg) flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <PageMeta title={t("title")} description={t("meta.description")} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="max-w-3xl text-muted">{t("intro")}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] print:block">
        <section aria-labelledby="form-title" className="flex min-w-0 flex-col gap-4 print:hidden">
          <h2 id="form-title" className="text-xl font-bold">
            {t("form.title")}
          </h2>
          <CalculatorForm
            formRef={formRef}
            action={pathname}
            locale={locale}
            values={data.values}
            repaymentMode={data.repaymentMode}
            errors={Object.fromEntries(Object.entries(errors ?? {}).map(([field, keys]) => [field, keys.map((key) => t(key))]))}
            {...handlers}
          />
        </section>
        <section id="results" aria-labelledby="results-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="results-title" className="text-xl font-bold">
            {t("results.title")}
          </h2>
          {calculation && errors ? <p className="rounded-md border border-warn bg-surface p-3 text-sm">{t("form.staleResults")}</p> : null}
          {calculation ? (
            <>
              <p className="text-sm text-muted print:hidden">{t("results.shareNote")}</p>
              {errors ? null : <SavePanel signedIn={signedIn} locale={locale} search={search} input={calculation.input} lastResult={saved?.result} />}
              <Results calculation={calculation} locale={locale} links={links} />
            </>
          ) : (
            <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
              <p>{t("form.empty")}</p>
              <p className="text-muted">{t("form.example")}</p>
              <Link to={pathname + EXAMPLE_SEARCH} className="w-fit font-semibold text-accent-strong underline">
                {t("form.exampleLink")}
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
