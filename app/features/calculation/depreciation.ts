import { roundCents } from "./money";

/**
 * Depreciation of a let building (AfA, § 7 EStG). The base is the building's share of price plus purchase
 * costs (the costs are split between land and building pro rata, as the tax office does), plus renovation
 * that the 15 % rule capitalises. Each projection year counts as a full tax year (docs/decisions/004).
 */
export type DepreciationMethod = "linear" | "decliningBalance";

export interface DepreciationPlan {
  method: DepreciationMethod;
  ratePercent: number;
  base: number;
}

/** First year whose buildings get 3 % (completed after 31.12.2022, § 7 Abs. 4 Satz 1 Nr. 2 a EStG). */
const THREE_PERCENT_FROM_YEAR = 2023;
const DECLINING_RATE_PERCENT = 5;
/** Useful life behind the 3 % rate; the declining-balance method switches to linear over what is left of it. */
const NEW_BUILD_USEFUL_LIFE_YEARS = 100 / 3;

/** 2.5 % before 1925, 2 % for 1925–2022, 3 % from 2023; an unknown year is treated as 1925–2022. */
export function linearRatePercent(completionYear: number | undefined): number {
  if (completionYear === undefined) return 2;
  if (completionYear < 1925) return 2.5;
  if (completionYear < THREE_PERCENT_FROM_YEAR) return 2;
  return 3;
}

/** Purchase contracts signed from this day to DECLINING_CONTRACTS_UNTIL may use declining balance (§ 7 Abs. 5a Satz 2 EStG). */
const DECLINING_CONTRACTS_FROM = "2023-10-01";
const DECLINING_CONTRACTS_UNTIL = "2029-09-30";

/** Why a purchase cannot use declining-balance depreciation, or null when it may. */
export type DecliningBalanceBar = "notNewBuild" | "contractOutsideWindow" | "boughtAfterCompletionYear";

/**
 * Declining balance for a bought building (§ 7 Abs. 5a EStG): a residential building completed from 2023,
 * a purchase contract signed between 1 Oct 2023 and 30 Sep 2029, and the building acquired by the end of
 * its year of completion. The calculator knows the contract's day, not the handover's, so a contract in a
 * later year than the completion is refused and one in the same year or earlier is the buyer's to confirm.
 */
export function decliningBalanceBar(completionYear: number | undefined, contractDate: string): DecliningBalanceBar | null {
  if (completionYear === undefined || completionYear < THREE_PERCENT_FROM_YEAR) return "notNewBuild";
  if (contractDate < DECLINING_CONTRACTS_FROM || contractDate > DECLINING_CONTRACTS_UNTIL) return "contractOutsideWindow";
  if (Number(contractDate.slice(0, 4)) > completionYear) return "boughtAfterCompletionYear";
  return null;
}

export function depreciationPlan(
  base: number,
  completionYear: number | undefined,
  contractDate: string,
  decliningBalance: boolean,
): DepreciationPlan {
  if (decliningBalance && decliningBalanceBar(completionYear, contractDate) === null) {
    return { method: "decliningBalance", ratePercent: DECLINING_RATE_PERCENT, base };
  }
  return { method: "linear", ratePercent: linearRatePercent(completionYear), base };
}

/**
 * Amounts for years 1…years, rounded to the cent, never more than the book value left. Declining balance
 * takes 5 % of the book value, or the straight line over the remaining useful life once that is more:
 * § 7 Abs. 3 EStG allows the switch, and it happens by itself where the two curves cross.
 */
export function depreciationSchedule(plan: DepreciationPlan, years: number): number[] {
  const amounts: number[] = [];
  let book = plan.base;
  for (let year = 1; year <= years; year++) {
    let amount: number;
    if (plan.method === "linear") {
      amount = (plan.base * plan.ratePercent) / 100;
    } else {
      const lifeLeft = NEW_BUILD_USEFUL_LIFE_YEARS - (year - 1);
      amount = Math.max((book * plan.ratePercent) / 100, lifeLeft > 1 ? book / lifeLeft : book);
    }
    amount = roundCents(Math.min(amount, book));
    book = roundCents(book - amount);
    amounts.push(amount);
  }
  return amounts;
}

/**
 * The 15 % rule (§ 6 Abs. 1 Nr. 1a EStG): renovation in the first three years that exceeds 15 % of the
 * building's acquisition cost is capitalised (depreciated with the building); below it, it is deducted at
 * once. We take the whole renovation amount as spent in year 1 and compare it as entered.
 */
export function renovationIsCapitalised(renovationCosts: number, buildingCost: number): boolean {
  return renovationCosts > 0.15 * buildingCost;
}
