import { tool } from "ai";
import { z } from "zod";
import { compareResults } from "#app/features/calculation/compare";
import { normalizeStateCode, transferTaxRate } from "#app/features/calculation/transfer-tax";
import { toSearch } from "#app/features/calculation/view/query";
import { calculate } from "#app/features/calculation/view/run";
import { findCalculations, listCalculations } from "#app/features/saved-calculations/calculations.server";
import { openSaved } from "#app/features/saved-calculations/open-saved";
import { ASSUMED_FINANCING } from "#app/features/listing/listing-inputs";
import { readListingTool } from "#app/features/listing/listing-tool.server";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { calculatorInputs, SAVE_TOOL, saveCalculationTool } from "./save-tool.server";
import { keyFigures } from "./tool-results";

/** What the tools need from the request that started the answer; captured, since they outlive it. */
export interface ToolScope {
  /** Acts as the user (their access token), so row-level security applies; never the secret key. */
  client: AppSupabaseClient;
  userId: string;
  today: string;
  /** The answer being written: a writing tool's pending call is recorded against it. */
  answerId: string;
}

export function chatTools(scope: ToolScope) {
  return {
    calculate_property: tool({
      description: "Calculates a property purchase with the Kolleague calculator: purchase costs, loan, monthly payment, yields.",
      inputSchema: calculatorInputs,
      execute: async (args) => {
        const raw: Record<string, unknown> = {
          ...args,
          equity: args.equity ?? Math.round((args.purchasePrice * ASSUMED_FINANCING.equitySharePercent) / 100),
          interestRatePercent: args.interestRatePercent ?? ASSUMED_FINANCING.interestRatePercent,
          initialRepaymentPercent: args.initialRepaymentPercent ?? ASSUMED_FINANCING.initialRepaymentPercent,
        };
        const outcome = calculate(raw, scope.today);
        if (!outcome.ok) return { ok: false as const, errors: outcome.errors };
        const inputs = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as Record<string, number | string>;
        return {
          ok: true as const,
          // All inputs used, so a follow-up ("and with 20 % equity?") can change one and keep the rest.
          inputs,
          assumed: (["equity", "interestRatePercent", "initialRepaymentPercent"] as const).filter((name) => args[name] === undefined),
          figures: keyFigures(outcome.result),
          search: toSearch(Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, String(v)]))),
        };
      },
    }),
    read_listing: readListingTool(scope.today),
    [SAVE_TOOL]: saveCalculationTool(scope),
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
