import { tool } from "ai";
import { z } from "zod";
import { toSearch } from "#app/features/calculation/view/query";
import { calculate } from "#app/features/calculation/view/run";
import { createCalculation, findCalculations } from "#app/features/saved-calculations/calculations.server";
import { NAME_MAX } from "#app/features/saved-calculations/limits";
import { storedToQuery, toStoredInputs } from "#app/features/saved-calculations/stored-inputs";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { recordPendingCall } from "./approvals.server";
import { keyFigures } from "./tool-results";

/** The calculator's inputs a tool may name (its URL and API names); the engine validates them again. */
export const calculatorInputs = z.object({
  purchasePrice: z.number().positive().max(1e9).describe("Purchase price in euros"),
  state: z.string().min(2).max(40).describe("German federal state as a two-letter code, e.g. BY, NW, BE"),
  equity: z.number().min(0).max(1e9).optional().describe("Equity in euros; default 20 % of the price"),
  interestRatePercent: z.number().min(0).max(20).optional().describe("Nominal interest rate in percent; default 3.5"),
  initialRepaymentPercent: z.number().min(0.1).max(20).optional().describe("Initial repayment in percent; default 2"),
  coldRentMonthly: z.number().min(0).max(1e7).optional().describe("Monthly cold rent in euros when let; omit when owner-occupied"),
  livingAreaSqm: z.number().positive().max(1e5).optional(),
  nonAllocableCostsMonthly: z.number().min(0).max(1e6).optional().describe("Monthly Hausgeld the owner carries (not allocable to a tenant)"),
  completionYear: z.number().int().min(1000).max(2100).optional().describe("Year of construction or completion"),
  brokerPercent: z.number().min(0).max(10).optional().describe("Buyer's broker commission in percent; default 3.57"),
});

export const SAVE_TOOL = "save_calculation";

const saveInput = z.object({
  name: z.string().trim().min(1).max(NAME_MAX).describe("A short name for the saved calculation, e.g. the listing's title or address"),
  inputs: calculatorInputs.required({ equity: true, interestRatePercent: true }),
  compareWithIds: z.array(z.uuid()).max(4).optional().describe("Ids of the user's saved calculations to compare it with afterwards"),
});
export type SaveInput = z.infer<typeof saveInput>;

/** What the model is told when the user says no; it must not ask again for the same save. */
export const DECLINED_REASON = "The user declined: nothing was saved. Do not ask to save it again unless the user asks.";

export interface SaveScope {
  client: AppSupabaseClient;
  userId: string;
  answerId: string;
  today: string;
}

function checkedInputs(inputs: SaveInput["inputs"], today: string) {
  return calculate({ ...inputs, initialRepaymentPercent: inputs.initialRepaymentPercent ?? 2 }, today);
}

/**
 * save_calculation: writes nothing itself. A valid call is recorded as pending and waits for the user's
 * approval (the card's Save / Don't save); the approval action writes it (performSave). An invalid one needs
 * no approval: it answers with the problems at once, so the user is never asked to approve a broken save.
 */
export function saveCalculationTool(scope: SaveScope) {
  return tool({
    description:
      "Saves a calculation under a name in the user's saved calculations, optionally to compare it with saved ones. Changes the user's data: the user is asked to approve it first.",
    inputSchema: saveInput,
    needsApproval: async (input, { toolCallId }) => {
      if (!checkedInputs(input.inputs, scope.today).ok) return false;
      if (input.compareWithIds?.length) {
        const existing = await findCalculations(scope.client, scope.userId, input.compareWithIds);
        if (existing.length !== input.compareWithIds.length) return false;
      }
      await recordPendingCall({ userId: scope.userId, messageId: scope.answerId, toolCallId, toolName: SAVE_TOOL, input });
      return true;
    },
    // Runs only for calls that needed no approval: those the checks above refused.
    execute: async (input) => {
      const outcome = checkedInputs(input.inputs, scope.today);
      if (!outcome.ok) return { ok: false as const, errors: outcome.errors };
      return { ok: false as const, errors: { compareWithIds: ["one of these saved calculations does not exist"] } };
    },
  });
}

export type SaveOutcome =
  | {
      ok: true;
      id: string;
      name: string;
      search: string;
      figures: ReturnType<typeof keyFigures>;
      links: { calculator: string; saved: string; compare: string | null };
    }
  | { ok: false; reason: "invalid" | "planLimit" | "unavailable"; limit?: number };

/** The approved write, through the request's own client (row-level security), with today's rules. */
export async function performSave(client: AppSupabaseClient, userId: string, raw: unknown, today: string, locale: Locale): Promise<SaveOutcome> {
  const parsed = saveInput.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const outcome = checkedInputs(parsed.data.inputs, today);
  if (!outcome.ok) return { ok: false, reason: "invalid" };
  const saved = await createCalculation(client, userId, parsed.data.name, toStoredInputs(outcome.input));
  if (!saved.ok) return { ok: false, reason: "planLimit", limit: saved.limit };
  const { id } = saved;
  const search = toSearch(storedToQuery(toStoredInputs(outcome.input)));
  const compareIds = parsed.data.compareWithIds ?? [];
  return {
    ok: true,
    id,
    name: parsed.data.name,
    search,
    figures: keyFigures(outcome.result),
    links: {
      calculator: localizePath("/calculator", locale) + search,
      saved: localizePath("/calculations", locale),
      compare: compareIds.length > 0 ? `${localizePath("/compare", locale)}?ids=${[id, ...compareIds].join(",")}` : null,
    },
  };
}
