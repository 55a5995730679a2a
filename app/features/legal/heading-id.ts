/**
 * Turns a heading into a stable, readable fragment id ("3.1 Logdaten" → "3-1-logdaten",
 * "Grundsätze" → "grundsaetze") so deep links into the legal texts survive copy-paste and printing.
 */
const GERMAN_LETTERS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

export function headingId(text: string): string {
  const id = text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return id || "section";
}

/** Hands out ids for one document, numbering repeats ("kontakt", "kontakt-2") so each stays unique. */
export function createIdAllocator(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = headingId(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
