import { tool } from "ai";
import { z } from "zod";
import { compareResults } from "#app/features/calculation/compare";
import { normalizeStateCode, transferTaxRate } from "#app/features/calculation/transfer-tax";
import { toSearch } from "#app/features/calculation/view/query";
import { calculate } from "#app/features/calculation/view/run";
import type { CalculationResult } from "#app/features/calculation/result";
import { findCalculations, listCalculations } from "#app/features/saved-calculations/calculations.server";
import { openSaved } from "#app/features/saved-calculations/open-saved";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import type { KeyFigures } from "./tool-results";

/** What the tools need from the request that started the answer; captured, since they outlive it. */
export interface ToolScope {
  /** Acts as the user (their access token), so row-level security applies; never the secret key. */
  client: AppSupabaseClient;
  userId: string;
  today: string;
}

const ASSUMED = { equityShare: 0.2, interestRatePercent: 3.5, initialRepaymentPercent: 2 };

function keyFigures(result: CalculationResult): KeyFigures {
  return {
    transferTaxPercent: result.transferTaxPercent,
    purchaseCosts: result.purchaseCosts.total,
    totalInvestment: result.totalInvestment,
    loanAmount: result.loanAmount,
    monthlyPayment: result.monthlyPayment,
    grossYieldPercent: result.grossYieldPercent,
    netYieldPercent: result.netYieldPercent,
  };
}

const calculateInput = z.object({
  purchasePrice: z.number().positive().max(1e9).describe("Purchase price in euros"),
  state: z.string().min(2).max(40).describe("German federal state as a two-letter code, e.g. BY, NW, BE"),
  equity: z.number().min(0).max(1e9).optional().describe("Equity in euros; default 20 % of the price"),
  interestRatePercent: z.number().min(0).max(20).optional().describe("Nominal interest rate in percent; default 3.5"),
  initialRepaymentPercent: z.number().min(0.1).max(20).optional().describe("Initial repayment in percent; default 2"),
  coldRentMonthly: z.number().min(0).max(1e7).optional().describe("Monthly cold rent in euros when let; omit when owner-occupied"),
  livingAreaSqm: z.number().positive().max(1e5).optional(),
});

export function chatTools(scope: ToolScope) {
  return {
    calculate_property: tool({
      description: "Calculates a property purchase with the Kolleague calculator: purchase costs, loan, monthly payment, yields.",
      inputSchema: calculateInput,
      execute: async (args) => {
        const raw: Record<string, unknown> = {
          ...args,
          equity: args.equity ?? Math.round(args.purchasePrice * ASSUMED.equityShare),
          interestRatePercent: args.interestRatePercent ?? ASSUMED.interestRatePercent,
          initialRepaymentPercent: args.initialRepaymentPercent ?? ASSUMED.initialRepaymentPercent,
        };
        const outcome = calculate(raw, scope.today);
        if (!outcome.ok) return { ok: false as const, errors: outcome.errors };
        const query = Object.fromEntries(
          Object.entries(raw)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        );
        return {
          ok: true as const,
          input: {
            purchasePrice: outcome.input.purchasePrice,
            state: outcome.input.state,
            equity: outcome.input.equity,
            interestRatePercent: outcome.input.interestRatePercent,
            initialRepaymentPercent: outcome.input.initialRepaymentPercent ?? null,
          },
          assumed: (["equity", "interestRatePercent", "initialRepaymentPercent"] as const).filter((name) => args[name] === undefined),
          figures: keyFigures(outcome.result),
          search: toSearch(query),
        };
      },
    }),
    list_saved_calculations: tool({
      description: "Lists the user's own saved calculations (newest first) with their key figures.",
      inputSchema: z.object({ limit: z.number().int().min(1).max(20).optional() }),
      execute: async ({ limit }) => {
        const rows = await listCalculations(scope.client, scope.userId, limit ?? 10);
        return {
          ok: true as const,
          calculations: rows.map((row) => {
            const saved = openSaved(row, scope.today);
            return { id: saved.id, name: saved.name, search: saved.search, figures: saved.outcome.ok ? keyFigures(saved.outcome.result) : null };
          }),
        };
      },
    }),
    compare_saved_calculations: tool({
      description: "Compares 2 to 5 of the user's saved calculations by id: which is best on each key figure.",
      inputSchema: z.object({ ids: z.array(z.uuid()).min(2).max(5) }),
      execute: async ({ ids }) => {
        const opened = (await findCalculations(scope.client, scope.userId, ids)).map((row) => openSaved(row, scope.today));
        const usable = opened.flatMap((s) => (s.outcome.ok ? [{ saved: s, result: s.outcome.result }] : []));
        if (usable.length < 2) return { ok: false as const, errors: { ids: ["fewer than two of these calculations exist"] } };
        const comparison = compareResults(usable.map((u) => u.result));
        return {
          ok: true as const,
          calculations: usable.map((u) => ({ id: u.saved.id, name: u.saved.name, search: u.saved.search, figures: keyFigures(u.result) })),
          best: Object.fromEntries(Object.entries(comparison).map(([metric, c]) => [metric, c])),
        };
      },
    }),
    transfer_tax_rate: tool({
      description: "The real estate transfer tax (Grunderwerbsteuer) rate of a German federal state for a contract date.",
      inputSchema: z.object({
        state: z.string().min(2).max(40).describe("Two-letter code, e.g. BY"),
        date: z.iso.date().optional().describe("Contract date YYYY-MM-DD; default today"),
      }),
      execute: async ({ state, date }) => {
        const code = normalizeStateCode(state);
        const on = date ?? scope.today;
        const rate = code ? transferTaxRate(code, on) : null;
        if (!code || !rate) return { ok: false as const, errors: { state: ["unknown state or date before the table"] } };
        return { ok: true as const, state: code, date: on, percent: rate.percent, since: rate.from };
      },
    }),
  };
}
