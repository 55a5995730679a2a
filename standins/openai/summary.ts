/**
 * The answer after a tool ran: a few figures picked from the tool result JSON, in the question's language.
 *
 * The result's shape belongs to the app, so figures are looked up by key anywhere in it (a result wrapped
 * as `{ result: { monthlyPayment } }` works too): monthlyPayment, purchaseCosts.total, totalInvestment,
 * loanAmount, transferTaxPercent. A transfer-tax tool's rate is transferTaxPercent, ratePercent or percent
 * (and since when: transferTaxSince, since or from). A list tool's result is the first array found; items
 * are named by their title, name or label.
 */
import type { Language } from "./language";
import { listingSummary, saveSummary } from "./listing-summary";
import { FIGURE_LABELS, figureSummary, savedSummary, toolFailed, type Figure } from "./texts";

const MONEY_KEYS = ["monthlyPayment", "purchaseCosts", "totalInvestment", "loanAmount"] as const;
const LISTED_NAMES = 5;

function findKey(value: unknown, key: string, depth = 0): unknown {
  if (depth > 6 || typeof value !== "object" || value === null) return undefined;
  if (!Array.isArray(value) && key in value) return (value as Record<string, unknown>)[key];
  for (const child of Object.values(value)) {
    const found = findKey(child, key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function findArray(value: unknown, depth = 0): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (depth > 4 || typeof value !== "object" || value === null) return undefined;
  for (const child of Object.values(value)) {
    const found = findArray(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const locale = (language: Language) => (language === "de" ? "de-DE" : "en-GB");

function money(language: Language, amount: number): string {
  return new Intl.NumberFormat(locale(language), { style: "currency", currency: "EUR" }).format(amount);
}

const firstOf = (result: unknown, keys: string[]) => keys.map((key) => findKey(result, key)).find((value) => value !== undefined);

function rateFigures(result: unknown, language: Language, keys: string[]): Figure[] {
  const rate = firstOf(result, keys);
  if (typeof rate !== "number") return [];
  const percent = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(rate);
  const figures = [{ label: FIGURE_LABELS.transferTaxPercent![language], value: `${percent} %` }];
  const since = firstOf(result, ["transferTaxSince", "since", "from"]);
  if (typeof since === "string") figures.push({ label: FIGURE_LABELS.since![language], value: since });
  return figures;
}

function figuresOf(result: unknown, language: Language): Figure[] {
  const figures: Figure[] = [];
  for (const key of MONEY_KEYS) {
    let value = findKey(result, key);
    if (key === "purchaseCosts") value = findKey(value, "total");
    if (typeof value === "number") figures.push({ label: FIGURE_LABELS[key]![language], value: money(language, value) });
  }
  return [...figures, ...rateFigures(result, language, ["transferTaxPercent"])];
}

function nameOf(item: unknown, index: number): string {
  if (typeof item === "object" && item !== null) {
    for (const key of ["title", "name", "label"]) {
      const value = (item as Record<string, unknown>)[key];
      if (typeof value === "string" && value.trim()) return value.trim();
    }
  }
  return `#${index + 1}`;
}

function parse(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}

export function summariseToolResult(options: { toolName: string; content: string; language: Language; model: string }): string {
  const { toolName, language, model } = options;
  const result = parse(options.content);
  // A save answers with its links, or (declined, refused) that nothing was saved: checked before the error case.
  if (/^save/i.test(toolName)) return saveSummary(result, language, model);
  if (/listing/i.test(toolName) && typeof result === "object" && result !== null && (result as { ok?: unknown }).ok === true) {
    const figures = figuresOf(result, language).map((figure) => `- ${figure.label}: **${figure.value}**`);
    return listingSummary(result as Record<string, unknown>, language, (amount) => money(language, amount), figures);
  }
  if (typeof result === "object" && result !== null && "error" in result) {
    const error = (result as { error: unknown }).error;
    return toolFailed(language, model, typeof error === "string" ? error : JSON.stringify(error));
  }
  if (/saved|list/i.test(toolName)) {
    const items = findArray(result) ?? [];
    return savedSummary(language, model, items.slice(0, LISTED_NAMES).map(nameOf), items.length);
  }
  if (/tax/i.test(toolName)) {
    return figureSummary("transferTax", language, model, rateFigures(result, language, ["transferTaxPercent", "ratePercent", "percent"]));
  }
  return figureSummary("calculation", language, model, figuresOf(result, language));
}
