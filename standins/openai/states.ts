/**
 * The 16 federal states by their German and English names (and a few everyday forms such as "NRW"),
 * mapped to the two-letter codes the calculator uses.
 *
 * Matching folds case, umlauts (ü → ue or u) and hyphens, and tries longer names first so that
 * "Niedersachsen" and "Sachsen-Anhalt" are not read as "Sachsen", nor "Lower Saxony" as "Saxony".
 */
const NAMES: Record<string, string[]> = {
  BW: ["Baden-Württemberg", "Baden-Wurttemberg", "Baden-Wuerttemberg"],
  BY: ["Bayern", "Bavaria"],
  BE: ["Berlin"],
  BB: ["Brandenburg"],
  HB: ["Bremen"],
  HH: ["Hamburg"],
  HE: ["Hessen", "Hesse"],
  MV: ["Mecklenburg-Vorpommern", "Mecklenburg-Western Pomerania", "Mecklenburg-West Pomerania"],
  NI: ["Niedersachsen", "Lower Saxony"],
  NW: ["Nordrhein-Westfalen", "North Rhine-Westphalia", "NRW"],
  RP: ["Rheinland-Pfalz", "Rhineland-Palatinate"],
  SL: ["Saarland"],
  SN: ["Sachsen", "Saxony"],
  ST: ["Sachsen-Anhalt", "Saxony-Anhalt"],
  SH: ["Schleswig-Holstein"],
  TH: ["Thüringen", "Thuringia"],
};

function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[-\s]+/g, " ");
}

// Longest first, each with the umlaut-less spelling ("Thuringen") beside the folded one ("thueringen").
const ALIASES = Object.entries(NAMES)
  .flatMap(([code, names]) =>
    names.flatMap((name) => {
      const folded = fold(name);
      const plain = fold(name.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
      return [...new Set([folded, plain])].map((alias) => ({ code, alias }));
    }),
  )
  .sort((a, b) => b.alias.length - a.alias.length);

/** The state named first in the text, as its two-letter code, or null. */
export function findState(text: string): string | null {
  let folded = fold(text);
  let first: { code: string; index: number } | null = null;
  for (const { code, alias } of ALIASES) {
    const match = new RegExp(`(?<![a-z])${alias}(?![a-z])`).exec(folded);
    if (!match) continue;
    if (!first || match.index < first.index) first = { code, index: match.index };
    // Blank the match out so a shorter name inside it ("sachsen" in "niedersachsen") cannot match again.
    folded = folded.slice(0, match.index) + " ".repeat(alias.length) + folded.slice(match.index + alias.length);
  }
  return first?.code ?? null;
}

export const STATE_CODES = Object.keys(NAMES);
