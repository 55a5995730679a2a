/**
 * Times the calculation engine: one full 30-year monthly evaluation, and a 5-way comparison (evaluate five
 * inputs, then compare). Prints the median after a warm-up, so JIT compilation does not count.
 * Run: npx tsx scripts/bench-engine.ts   (targets from issue 6: under 1 ms and under 5 ms)
 */
import { performance } from "node:perf_hooks";
import { compareResults } from "../app/features/calculation/compare";
import { evaluate } from "../app/features/calculation/evaluate";
import type { CalculationInput } from "../app/features/calculation/inputs";
import { parseCalculationInput } from "../app/features/calculation/schema";
import { openSaved } from "../app/features/saved-calculations/open-saved";
import { buildOverlayCharts } from "../app/features/saved-calculations/overlay-charts";
import { toStoredInputs } from "../app/features/saved-calculations/stored-inputs";

const WARM_UP = 200;
const SAMPLES = 500;

function parse(raw: Record<string, unknown>): CalculationInput {
  const result = parseCalculationInput(raw, "2026-11-22");
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

// A loan repaid over 30 years (360 monthly rows), let, with a follow-up rate and declining-balance depreciation.
const base = {
  purchasePrice: 400_000,
  state: "BE",
  equity: 80_000,
  interestRatePercent: 3.8,
  termYears: 30,
  fixedRateYears: 15,
  followUpInterestRatePercent: 4.5,
  coldRentMonthly: 1_350,
  nonAllocableCostsMonthly: 120,
  completionYear: 2026,
  decliningBalanceDepreciation: true,
  holdingYears: 30,
};
const single = parse(base);
const five = [0, 1, 2, 3, 4].map((index) => parse({ ...base, purchasePrice: 350_000 + index * 25_000, coldRentMonthly: 1_200 + index * 60 }));

function median(run: () => void): number {
  for (let index = 0; index < WARM_UP; index++) run();
  const times: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(SAMPLES / 2)] ?? Number.NaN;
}

const months = evaluate(single).monthly.balance.length;
const evaluation = median(() => evaluate(single));
const comparison = median(() => compareResults(five.map(evaluate)));
const validation = median(() => parse(base));
// What /compare does per request for five saved rows: migrate and validate the inputs, evaluate, compare, draw.
const rows = five.map((input, index) => ({
  id: String(index),
  name: `${index}`,
  inputs: toStoredInputs(input),
  schema_version: 1,
  created_at: "",
  updated_at: "",
}));
const comparePage = median(() => {
  const opened = rows.flatMap((row) => {
    const { outcome } = openSaved(row, "2026-11-22");
    return outcome.ok ? [outcome] : [];
  });
  compareResults(opened.map(({ result }) => result));
  buildOverlayCharts(opened.map(({ result, input }) => ({ result, purchasePrice: input.purchasePrice })));
});

console.log(
  `engine: 30-year evaluation ${evaluation.toFixed(3)} ms (median of ${SAMPLES}, ${months} months); ` +
    `5-way comparison ${comparison.toFixed(3)} ms; input validation ${validation.toFixed(3)} ms; ` +
    `/compare of 5 saved calculations (migrate, validate, evaluate, compare, overlay charts) ${comparePage.toFixed(3)} ms`,
);
