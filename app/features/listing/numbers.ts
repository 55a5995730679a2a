/**
 * Numbers as listings write them, German and English: "349.000 €", "€349,000", "349 000 EUR", "72,5 m²",
 * "3,57 %", "1.250,50". A separator followed by exactly three digits groups thousands; followed by one or
 * two digits it is the decimal mark. Nobody writes a price with three decimals, so this reads both languages.
 */
export const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;

export function parseListingNumber(raw: string): number | null {
  const cleaned = raw.replace(/[\s\u00a0\u202f]/g, "");
  const last = Math.max(cleaned.lastIndexOf("."), cleaned.lastIndexOf(","));
  let value: number;
  if (last < 0) value = Number(cleaned);
  else if (cleaned.length - last - 1 === 3) value = Number(cleaned.replace(/[.,]/g, ""));
  else value = Number(`${cleaned.slice(0, last).replace(/[.,]/g, "")}.${cleaned.slice(last + 1)}`);
  return Number.isFinite(value) ? value : null;
}
