/**
 * What a user message asks for, as far as the stand-in's tools go: a property calculation (a price and a
 * federal state), the transfer-tax rate of a state, the list of saved calculations, or none of them.
 */
import { findAmounts, findPercentages, type Amount } from "./amounts";
import { findState } from "./states";

export interface CalculationRequest {
  purchasePrice: number;
  /** Two-letter code, e.g. "BY". */
  state: string;
  equity?: number;
  interestRatePercent?: number;
}

const EQUITY_BEFORE = /(eigenkapital|eigenmittel|equity|down\s?payment|deposit|anzahlung)\W{0,3}(\w+\W{1,3}){0,3}$/i;
const EQUITY_AFTER = /^\W{0,3}(\w+\W{1,3}){0,1}(eigenkapital|eigenmittel|equity|down\s?payment|deposit|anzahlung)/i;
const INTEREST_NEAR = /(zins|sollzins|interest|rate)/i;
const LIST_SAVED = [
  /\b(saved|stored)\b.*\b(calculations?|properties)\b/i,
  /\b(list|show)\b.*\bmy\b.*\bcalculations?\b/i,
  /gespeichert\w*.*\b(berechnung|rechnung|kalkulation)\w*/i,
  /\b(zeig|liste|list)\w*\b.*\bmeine\b.*\b(berechnung|rechnung|kalkulation)\w*/i,
  /\bmeine\b.*\b(berechnungen|rechnungen|kalkulationen)\b/i,
];

function isEquity(text: string, amount: Amount): boolean {
  const before = text.slice(Math.max(0, amount.index - 40), amount.index);
  return EQUITY_BEFORE.test(before) || EQUITY_AFTER.test(text.slice(amount.end, amount.end + 30));
}

/** A price and a state found in the text; null when either is missing. */
export function findCalculationRequest(text: string): CalculationRequest | null {
  const state = findState(text);
  if (!state) return null;
  const amounts = findAmounts(text);
  const equityAmount = amounts.find((amount) => amount.value >= 1_000 && isEquity(text, amount));
  const others = amounts.filter((amount) => amount !== equityAmount);
  // A price is written with a currency; a bare number must at least look like one (not a year such as 2026).
  const price = others.find((amount) => amount.currency && amount.value >= 1_000) ?? others.find((amount) => amount.value >= 10_000);
  if (!price) return null;
  const request: CalculationRequest = { purchasePrice: price.value, state };
  if (equityAmount) request.equity = equityAmount.value;
  const interest = findPercentages(text).find((percent) => {
    const around = text.slice(Math.max(0, percent.index - 30), percent.index + 30);
    return INTEREST_NEAR.test(around) && percent.value > 0 && percent.value <= 15;
  });
  if (interest) request.interestRatePercent = interest.value;
  return request;
}

const TRANSFER_TAX = /grunderwerb|transfer[-\s]?tax|stamp duty/i;

/** The state (and date, as ISO) of a question about the transfer tax; null when it is none or names no state. */
export function findTransferTaxRequest(text: string): { state: string; date?: string } | null {
  if (!TRANSFER_TAX.test(text)) return null;
  const state = findState(text);
  if (!state) return null;
  const date = findDate(text);
  return date ? { state, date } : { state };
}

/** "2025-07-01" or the German "1.7.2025" as ISO. */
export function findDate(text: string): string | undefined {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return iso[0];
  const german = /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/.exec(text);
  if (!german) return undefined;
  const [, day, month, year] = german;
  return `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

export function asksForSavedCalculations(text: string): boolean {
  return LIST_SAVED.some((pattern) => pattern.test(text));
}
