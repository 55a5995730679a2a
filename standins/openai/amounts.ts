/**
 * Money amounts and percentages in English and German writing: "300.000 €", "€450,000", "1,2 Mio. €",
 * "1.5 million", "450k", "EUR 300 000", "3,5 %".
 *
 * A separator followed by exactly three digits groups thousands ("300.000", "450,000"); followed by one or
 * two digits it is the decimal mark ("1.250.000,50", "1,2 Mio"). Behind a multiplier ("1.250 Mio") the
 * separator is always the decimal mark, since nobody writes a thousand million that way.
 */
export interface Amount {
  value: number;
  /** Where the match starts in the text, to look at the words in front of it. */
  index: number;
  /** Where it ends (after any multiplier and currency). */
  end: number;
  /** Written with €, EUR or Euro. */
  currency: boolean;
}

const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;
const MULTIPLIER = String.raw`mio\.?|millionen|million|mill\.?|k\b|tsd\.?|tausend`;
const CURRENCY = String.raw`€|eur(?:o)?\b`;
const AMOUNT = new RegExp(String.raw`(?<![\w.,])(${CURRENCY})?\s?(${NUMBER})(?![\d])\s?(${MULTIPLIER})?\s?(${CURRENCY})?`, "gi");
const PERCENT = /(?<![\w.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?(?:%|prozent\b|percent\b)/gi;

function multiplierOf(word: string | undefined): number {
  if (!word) return 1;
  const lower = word.toLowerCase();
  if (lower.startsWith("mi")) return 1_000_000;
  return 1_000;
}

/** "300.000" → 300000, "1,2" → 1.2 (see the module comment for the rule). */
export function parseNumber(raw: string, hasMultiplier = false): number {
  const cleaned = raw.replace(/[\s\u00a0\u202f]/g, "");
  const last = Math.max(cleaned.lastIndexOf("."), cleaned.lastIndexOf(","));
  if (last < 0) return Number(cleaned);
  const digitsAfter = cleaned.length - last - 1;
  if (digitsAfter === 3 && !hasMultiplier) return Number(cleaned.replace(/[.,]/g, ""));
  const whole = cleaned.slice(0, last).replace(/[.,]/g, "");
  return Number(`${whole}.${cleaned.slice(last + 1)}`);
}

export function findAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [, before, digits, multiplier, after] = match;
    if (!digits) continue;
    const value = parseNumber(digits, Boolean(multiplier)) * multiplierOf(multiplier);
    if (!Number.isFinite(value)) continue;
    amounts.push({
      value: Math.round(value * 100) / 100,
      index: match.index,
      end: match.index + match[0].trimEnd().length,
      currency: Boolean(before || after),
    });
  }
  return amounts;
}

export function findPercentages(text: string): Array<{ value: number; index: number }> {
  return [...text.matchAll(PERCENT)].map((match) => ({ value: parseNumber(match[1] ?? ""), index: match.index }));
}
