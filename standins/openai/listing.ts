/**
 * What a capable model sees in a message about a listing: the listing itself (a price and at least two more
 * of the things listings state, in German or English), a wish to save the calculation under a name (and to
 * compare it with a saved one), and a follow-up that changes one input ("und mit 20 % Eigenkapital?", "what
 * if the rent is 50 € lower?").
 */
import { findAmounts, findPercentages } from "./amounts";

const PRICE = /kaufpreis|verkaufspreis|purchase price|asking price|(?:^|\n)\s*pre(?:is|ice)\s*:/i;
const OTHERS = [
  /wohnfl(?:ä|ae)che|living area|living space|\d\s?(?:m²|qm|sqm)/i,
  /kaltmiete|mieteinnahmen|cold rent|net rent|rental income/i,
  /hausgeld|wohngeld|service charge|hoa fee/i,
  /baujahr|fertigstellung|year of construction|year built|built in/i,
  /provision|courtage|commission/i,
  /(?<![\d.,])\d{5}\s+\p{Lu}/u,
];

export function looksLikeListing(text: string): boolean {
  return PRICE.test(text) && OTHERS.filter((pattern) => pattern.test(text)).length >= 2;
}

const SAVE = /speicher|abspeicher|sichere|\bsave\b|\bstore\b/i;
const QUOTED = /[„"“‚'«]([^"“”‘’'»\n]{1,120})["“”‘’'»]/g;
const COMPARE = /vergleich|compare/i;

/** The name to save under and the saved calculation to compare with, when the message asks to save. */
export function findSaveRequest(text: string, language: "en" | "de"): { name: string; compareWith?: string } | null {
  if (!SAVE.test(text)) return null;
  const quoted = [...text.matchAll(QUOTED)].map((match) => ({ value: match[1]!.trim(), index: match.index }));
  const compareAt = COMPARE.exec(text)?.index ?? -1;
  const name = quoted.find((q) => compareAt < 0 || q.index < compareAt)?.value ?? (language === "de" ? "Exposé" : "Listing");
  const compareWith = compareAt >= 0 ? quoted.find((q) => q.index > compareAt)?.value : undefined;
  return compareWith ? { name, compareWith } : { name };
}

const EQUITY = /eigenkapital|equity/i;
const RENT = /miete|rent/i;
const LOWER = /niedriger|weniger|lower|less|reduced/i;
const HIGHER = /höher|hoeher|mehr|higher|more/i;

/** A change of one input in a follow-up question: the equity as a share of the price, or the rent by an amount. */
export type Change = { kind: "equityPercent"; value: number } | { kind: "rentDelta"; value: number };

export function findChange(text: string): Change | null {
  if (EQUITY.test(text)) {
    const percent = findPercentages(text)[0];
    if (percent && percent.value > 0 && percent.value <= 100) return { kind: "equityPercent", value: percent.value };
  }
  if (RENT.test(text)) {
    const amount = findAmounts(text).find((a) => a.value > 0 && a.value < 100_000);
    if (amount && LOWER.test(text)) return { kind: "rentDelta", value: -amount.value };
    if (amount && HIGHER.test(text)) return { kind: "rentDelta", value: amount.value };
  }
  return null;
}

export function applyChange(inputs: Record<string, unknown>, change: Change): Record<string, unknown> {
  const next = { ...inputs };
  if (change.kind === "equityPercent" && typeof inputs.purchasePrice === "number") {
    next.equity = Math.round((inputs.purchasePrice * change.value) / 100);
  }
  if (change.kind === "rentDelta" && typeof inputs.coldRentMonthly === "number") {
    next.coldRentMonthly = Math.max(1, inputs.coldRentMonthly + change.value);
  }
  return next;
}
