import { isLocale, type Locale } from "#app/platform/i18n/locales";
import { INPUT_DEFAULTS } from "../inputs";
import { FIELD_ORDER, isNumberField, NUMBER_FIELDS, REPAYMENT_FIELDS, REPAYMENT_MODES, type FieldName, type RepaymentMode } from "./fields";
import { canonicalNumber, formatInputNumber } from "./number-format";

/**
 * The calculator's URL is the engine's input in canonical form (`?purchasePrice=300000&state=NW&…`, plain
 * "1234.56" numbers, only filled fields, form order), so a shared link means the same numbers on the English
 * and the German page.
 *
 * The form itself submits what people typed in the page's format, plus two fields the URL never keeps:
 * `fmt` (the locale the numbers are written in) and `repaymentMode` (which of the three repayment fields
 * counts). The page's loader turns such a submission into the canonical URL with a redirect; the live
 * update in the browser does the same without the round trip. Text that is not a number is kept as typed,
 * so the engine's validation reports it next to its field.
 */
export type CanonicalQuery = Partial<Record<FieldName, string>>;

export const FORMAT_PARAM = "fmt";
export const REPAYMENT_MODE_PARAM = "repaymentMode";
/** `?months=all` shows every month of the schedule; without it the page carries the years only. */
export const MONTHS_PARAM = "months";

export function withAllMonths(search: string): string {
  return `${search}${search ? "&" : "?"}${MONTHS_PARAM}=all`;
}

/** Anything iterable as [name, value] pairs: URLSearchParams or FormData. */
type Entries = { get(name: string): FormDataEntryValue | null; has(name: string): boolean };

export function isFormSubmission(params: Entries): boolean {
  return params.has(FORMAT_PARAM);
}

export function canonicalQuery(params: Entries): CanonicalQuery {
  const format = params.get(FORMAT_PARAM);
  const locale: Locale | null = isLocale(format) ? format : null;
  const mode = params.get(REPAYMENT_MODE_PARAM);
  const chosen = REPAYMENT_MODES.includes(mode as RepaymentMode) ? REPAYMENT_FIELDS[mode as RepaymentMode] : null;
  const query: CanonicalQuery = {};
  for (const field of FIELD_ORDER) {
    const value = params.get(field);
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "") continue;
    // With a chosen repayment mode, the other two repayment inputs are leftovers the user did not pick.
    if (chosen && (Object.values(REPAYMENT_FIELDS) as string[]).includes(field) && field !== chosen) continue;
    query[field] = locale && isNumberField(field) ? (canonicalNumber(text, locale) ?? text) : text;
  }
  return query;
}

export function toSearch(query: CanonicalQuery): string {
  const params = new URLSearchParams();
  for (const field of FIELD_ORDER) {
    const value = query[field];
    if (value !== undefined && value !== "") params.set(field, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function repaymentModeOf(query: CanonicalQuery): RepaymentMode {
  return REPAYMENT_MODES.find((mode) => query[REPAYMENT_FIELDS[mode]] !== undefined) ?? "initialRepayment";
}

/** A fresh form: the engine's defaults and a 2 % initial repayment; the four required fields are left empty. */
const FORM_DEFAULTS: CanonicalQuery = {
  ...Object.fromEntries(Object.entries(INPUT_DEFAULTS).flatMap(([field, value]) => (typeof value === "number" ? [[field, String(value)]] : []))),
  initialRepaymentPercent: "2",
};

/**
 * What each input shows: the URL's value in the page's format, else the default the engine applies when the
 * field is missing. A repayment field the URL did not choose stays empty, so only one of the three is set.
 */
export function formValues(query: CanonicalQuery, locale: Locale): Partial<Record<FieldName, string>> {
  const hasRepayment = REPAYMENT_MODES.some((mode) => query[REPAYMENT_FIELDS[mode]] !== undefined);
  const values: Partial<Record<FieldName, string>> = {};
  for (const field of FIELD_ORDER) {
    const isRepayment = (Object.values(REPAYMENT_FIELDS) as string[]).includes(field);
    const value = query[field] ?? (isRepayment && hasRepayment ? undefined : FORM_DEFAULTS[field]);
    if (value === undefined) continue;
    values[field] = isNumberField(field) ? formatInputNumber(value, locale, NUMBER_FIELDS[field] === "money") : value;
  }
  return values;
}
