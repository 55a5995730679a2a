import { germanIsoDay } from "#app/lib/german-day";
import { scheduleCsv, type SchedulePeriod } from "#app/features/calculation/view/csv";
import { canonicalQuery } from "#app/features/calculation/view/query";
import { calculate } from "#app/features/calculation/view/run";
import { getInstance, getLocale } from "#app/platform/i18n/i18next.server";
import type { Locale } from "#app/platform/i18n/locales";
import type { Route } from "./+types/($lang)._default.calculator[.]csv";

/**
 * /calculator.csv?<the calculator's query>&schedule=yearly|monthly: the schedule of the calculator page with
 * the same query, in the URL's language (German: ";" and decimal comma).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = getLocale(context) as Locale;
  const t = getInstance(context).getFixedT(locale, "calculator");
  const period: SchedulePeriod = url.searchParams.get("schedule") === "monthly" ? "monthly" : "yearly";
  const outcome = calculate(canonicalQuery(url.searchParams), germanIsoDay(new Date()));
  if (!outcome.ok) {
    return new Response(t("schedule.invalid"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const csv = scheduleCsv({ ...outcome, period, locale, columnLabel: (id) => t(`schedule.columns.${id}`) });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="kolleague-${t(`schedule.fileName.${period}`)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
