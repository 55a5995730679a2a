import { data, type RouterContextProvider } from "react-router";
import { compareResults, type ComparedMetric, type Direction } from "#app/features/calculation/compare";
import { germanIsoDay } from "#app/lib/german-day";
import type { CalculationInput } from "#app/features/calculation/inputs";
import { getUser } from "#app/features/auth/session.server";
import { comparisonRoom } from "#app/features/billing/limits.server";
import { getSupabase } from "#app/platform/supabase/client.server";
import { throwBackendFailure } from "#app/platform/supabase/backend-error";
import { findCalculations } from "./calculations.server";
import { parseCompareIds } from "./compare-ids";
import { openSaved } from "./open-saved";
import { buildOverlayCharts, type OverlayChart } from "./overlay-charts";

type Context = Readonly<RouterContextProvider>;

export interface ComparedColumn {
  id: string;
  name: string;
  search: string;
  input: Pick<CalculationInput, "purchasePrice" | "state" | "equity" | "interestRatePercent" | "coldRentMonthly">;
}

export interface ComparedRow {
  metric: ComparedMetric;
  direction: Direction;
  values: (number | null)[];
  best: number[];
}

export type ComparisonData =
  | { state: "empty" }
  | { state: "tooMany"; count: number }
  | { state: "planLimit"; count: number; limit: number }
  | {
      state: "ready";
      columns: ComparedColumn[];
      rows: ComparedRow[];
      charts: OverlayChart[];
      /** Ids asked for that are not the user's (or no longer exist, or are not ids). */
      missing: number;
      /** The user's calculations that could not be opened (a newer format, or refused inputs). */
      unusable: string[];
    };

/**
 * /compare's data: the user's calculations among the ids (row-level security hides everybody else's),
 * evaluated by the engine and compared figure by figure. Only what the page shows is sent: no schedules.
 */
export async function loadComparison(request: Request, context: Context) {
  const asked = parseCompareIds(new URL(request.url).searchParams);
  if (asked.tooMany) return data<ComparisonData>({ state: "tooMany", count: asked.ids.length + asked.malformed }, { status: 400 });
  if (asked.ids.length === 0 && asked.malformed === 0) return data<ComparisonData>({ state: "empty" });
  const room = await comparisonRoom(getUser(context).id, asked.ids.length).catch(throwBackendFailure);
  if (!room.ok) return data<ComparisonData>({ state: "planLimit", count: asked.ids.length, limit: room.limit }, { status: 403 });

  const rows = await findCalculations(getSupabase(context), getUser(context).id, asked.ids).catch(throwBackendFailure);
  const today = germanIsoDay(new Date());
  const opened = rows.map((row) => openSaved(row, today));
  const usable = opened.flatMap((saved) => (saved.outcome.ok ? [{ ...saved, ...saved.outcome }] : []));
  const comparison = compareResults(usable.map((saved) => saved.result));
  return data<ComparisonData>({
    state: "ready",
    columns: usable.map(({ id, name, search, input }) => ({
      id,
      name,
      search,
      input: {
        purchasePrice: input.purchasePrice,
        state: input.state,
        equity: input.equity,
        interestRatePercent: input.interestRatePercent,
        ...(input.coldRentMonthly === undefined ? {} : { coldRentMonthly: input.coldRentMonthly }),
      },
    })),
    rows: (Object.keys(comparison) as ComparedMetric[]).map((metric) => ({ metric, ...comparison[metric] })),
    charts: buildOverlayCharts(usable.map(({ result, input }) => ({ result, purchasePrice: input.purchasePrice }))),
    missing: asked.ids.length - rows.length + asked.malformed,
    unusable: opened.filter((saved) => !saved.outcome.ok).map((saved) => saved.name),
  });
}
