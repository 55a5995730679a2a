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
 * `fmt` (the locale the numbers are written in) and `repaymentMode` (the radio for which of the three
 * repayment fields counts, read together with their values: see withIntendedRepayment). The page's loader
 * turns such a submission into the canonical URL with a redirect; the live update in the browser does the
 * same without the round trip. Text that is not a number is kept as typed, so the engine's validation
 * reports it next to its field. Parameters the calculator does not know (`utm_source`, `fbclid`) are left out.
 */
export type CanonicalQuery = Partial<Record<FieldName, string>>;

export const FORMAT_PARAM = "fmt";
export const REPAYMENT_MODE_PARAM = "repaymentMode";
/** `?months=all` shows every month of the schedule; without it the page carries the years only. */
export const MONTHS_PARAM = "months";

const REPAYMENT_INPUTS: FieldName[] = Object.values(REPAYMENT_FIELDS);
/** The initial repayment a fresh form suggests (canonical text). */
const DEFAULT_INITIAL_REPAYMENT = "2";

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
  const query: CanonicalQuery = {};
  for (const field of FIELD_ORDER) {
    const value = params.get(field);
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "") continue;
    query[field] = locale && isNumberField(field) ? (canonicalNumber(text, locale) ?? text) : text;
  }
  // A canonical URL is the engine's input as it is; only the form has a radio and a prefilled 2 % to read.
  if (!isFormSubmission(params) && !params.has(REPAYMENT_MODE_PARAM)) return query;
  return withIntendedRepayment(query, params.get(REPAYMENT_MODE_PARAM));
}

/**
 * Which repayment field a submitted form means. The radio alone cannot say: without JavaScript it does not
 * follow typing, so a visitor who types a monthly payment and never clicks its radio still sends "initial
 * repayment" and the 2 % the fresh form showed. The values decide, so nothing typed is dropped unseen:
 * - the prefilled 2 % initial repayment is an untouched default: any other filled repayment field beats it;
 * - one value besides it counts, whatever the radio says;
 * - several: the form cannot tell which one the user meant (a radio left as it was and a radio clicked look
 *   the same), so all stay and the validation asks for exactly one, next to the values as typed;
 * - none: the 2 % counts while the radio still points at it; a radio moved to an empty field means the user
 *   wants that field and has not filled it yet, so nothing counts and the validation asks for it.
 * With JavaScript the radio follows typing and so does name the user's choice: once the user has touched the
 * repayment fields, the live update sends the radio's field alone (onlyChosenRepayment). The usual flows end
 * the same either way; what the values leave open (several filled, or exactly 2 % chosen over another filled
 * field) the radio settles with JavaScript, and without it the validation asks instead of guessing.
 */
function withIntendedRepayment(query: CanonicalQuery, mode: FormDataEntryValue | null): CanonicalQuery {
  const filled = REPAYMENT_INPUTS.filter((field) => query[field] !== undefined);
  const typed = filled.filter((field) => !(field === REPAYMENT_FIELDS.initialRepayment && query[field] === DEFAULT_INITIAL_REPAYMENT));
  const radioOnDefault = !isRepaymentMode(mode) || mode === "initialRepayment";
  const counts = typed.length > 0 ? typed : radioOnDefault ? filled : [];
  const intended = { ...query };
  for (const field of REPAYMENT_INPUTS) if (!counts.includes(field)) delete intended[field];
  return intended;
}

/**
 * For the live update: the form with only the repayment field its radio names. Right only once the user has
 * typed into a repayment field or clicked a radio in the page (JavaScript then moves the radio with typing);
 * before that, the form is read like a submission without JavaScript.
 */
export function onlyChosenRepayment(form: FormData): FormData {
  const mode = form.get(REPAYMENT_MODE_PARAM);
  if (!isRepaymentMode(mode)) return form;
  for (const other of REPAYMENT_MODES) if (other !== mode) form.delete(REPAYMENT_FIELDS[other]);
  return form;
}

function isRepaymentMode(value: unknown): value is RepaymentMode {
  return REPAYMENT_MODES.includes(value as RepaymentMode);
}

/** Any of the calculator's inputs; without one (an empty address, or only `utm_source` and the like) the page is the fresh form. */
export function hasInputs(query: CanonicalQuery): boolean {
  return Object.keys(query).length > 0;
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

/** What the engine assumes for a field left out, so the form shows it. */
const ENGINE_DEFAULTS: CanonicalQuery = Object.fromEntries(
  Object.entries(INPUT_DEFAULTS).flatMap(([field, value]) => (typeof value === "number" ? [[field, String(value)]] : [])),
);

/**
 * A fresh form also suggests a 2 % initial repayment. The engine has no default there (exactly one of three
 * must be given), so a submitted form never gets it back: an emptied field stays empty next to its error.
 */
const FRESH_FORM: CanonicalQuery = { ...ENGINE_DEFAULTS, initialRepaymentPercent: DEFAULT_INITIAL_REPAYMENT };

/**
 * What each input shows: the URL's value in the page's format, else the default the engine applies when the
 * field is missing (and the suggested 2 % on a fresh form). Repayment fields the URL leaves out stay empty.
 */
export function formValues(query: CanonicalQuery, locale: Locale): Partial<Record<FieldName, string>> {
  const defaults = hasInputs(query) ? ENGINE_DEFAULTS : FRESH_FORM;
  const values: Partial<Record<FieldName, string>> = {};
  for (const field of FIELD_ORDER) {
    const value = query[field] ?? defaults[field];
    if (value === undefined) continue;
    values[field] = isNumberField(field) ? formatInputNumber(value, locale, NUMBER_FIELDS[field] === "money") : value;
  }
  return values;
}
