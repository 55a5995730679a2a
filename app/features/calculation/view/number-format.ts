import type { Locale } from "#app/platform/i18n/locales";

/**
 * Numbers as people type them on the English ("1,234.56") and the German page ("1.234,56"), turned into the
 * canonical form the URL and the engine use ("1234.56").
 *
 * Reading a typed number in a locale with decimal mark D and group mark G:
 * - digits with G only in valid thousands groups ("1.234.567" in German) are grouped integers;
 * - a single mark that is not a valid grouping is taken as a decimal mark, whichever it is, so "4.1" on the
 *   German page and "4,1" on the English page both mean 4.1, and a canonical "1234.56" reads the same on both;
 * - anything else (two decimal marks, letters, misplaced groups) is not a number.
 * Spaces, no-break spaces and the typographic minus are accepted.
 *
 * Both directions work on the digits as text, never through a JavaScript number: a number too long for a
 * double ("99999999999999999999999") must come back as typed, not as "1e+23", so the validation can say
 * it is out of range next to the value the user sees.
 */
const MARKS: Record<Locale, { decimal: string; group: string }> = {
  en: { decimal: ".", group: "," },
  de: { decimal: ",", group: "." },
};

const CANONICAL = /^-?\d+(\.\d+)?$/;

function escape(mark: string): string {
  return mark === "." ? "\\." : mark;
}

/** The canonical text of a typed number, "" for a blank field, or null when it is not a number. */
export function canonicalNumber(text: string, locale: Locale): string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/\u2212/g, "-");
  if (compact === "") return "";
  const { decimal, group } = MARKS[locale];
  const [d, g] = [escape(decimal), escape(group)];
  let plain: string | null = null;
  if (/^-?\d+$/.test(compact)) plain = compact;
  else if (new RegExp(`^-?\\d{1,3}(${g}\\d{3})+(${d}\\d+)?$`).test(compact)) {
    plain = compact.split(group).join("").replace(decimal, ".");
  } else if (/^-?\d+[.,]\d+$/.test(compact)) plain = compact.replace(",", ".");
  return plain === null ? null : normalize(plain);
}

/** "007.50" → "7.5", "-0" → "0": one spelling per number, so equal inputs give equal URLs. */
function normalize(plain: string): string {
  const negative = plain.startsWith("-");
  const unsigned = negative ? plain.slice(1) : plain;
  const point = unsigned.indexOf(".");
  const integer = (point < 0 ? unsigned : unsigned.slice(0, point)).replace(/^0+(?=\d)/, "");
  const fraction = point < 0 ? "" : unsigned.slice(point + 1).replace(/0+$/, "");
  const text = fraction ? `${integer}.${fraction}` : integer;
  return negative && text !== "0" ? `-${text}` : text;
}

function isCanonicalNumber(text: string): boolean {
  return CANONICAL.test(text);
}

/** A canonical number as the page's input shows it: "300.000" / "4,1" in German, "300,000" / "4.1" in English. */
export function formatInputNumber(canonical: string, locale: Locale, grouping: boolean): string {
  if (!isCanonicalNumber(canonical)) return canonical;
  const { decimal, group } = MARKS[locale];
  const text = normalize(canonical);
  const point = text.indexOf(".");
  const integer = point < 0 ? text : text.slice(0, point);
  const grouped = grouping ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer;
  return point < 0 ? grouped : `${grouped}${decimal}${text.slice(point + 1)}`;
}
