/**
 * The stand-in's answers after the listing tool and the save tool, in the question's language: what was found
 * and assumed with the key figures; after a save, the links from its result, or that nothing was saved.
 */
import type { Language } from "./language";

type Money = (amount: number) => string;

const LABELS: Record<string, Record<Language, string>> = {
  purchasePrice: { en: "purchase price", de: "Kaufpreis" },
  state: { en: "federal state", de: "Bundesland" },
  livingAreaSqm: { en: "living area", de: "Wohnfläche" },
  coldRentMonthly: { en: "cold rent", de: "Kaltmiete" },
  hausgeldMonthly: { en: "Hausgeld", de: "Hausgeld" },
  allocableMonthly: { en: "allocable part", de: "umlagefähiger Anteil" },
  nonAllocableCostsMonthly: { en: "non-allocable costs", de: "nicht umlagefähige Kosten" },
  completionYear: { en: "year of construction", de: "Baujahr" },
  brokerPercent: { en: "broker commission", de: "Maklerprovision" },
  tenancy: { en: "tenancy", de: "Mietverhältnis" },
  equity: { en: "equity", de: "Eigenkapital" },
  interestRatePercent: { en: "interest rate", de: "Sollzins" },
  initialRepaymentPercent: { en: "initial repayment", de: "anfängliche Tilgung" },
};

const label = (field: unknown, language: Language) => LABELS[String(field)]?.[language] ?? String(field);
const rows = (value: unknown) => (Array.isArray(value) ? (value as Array<{ field?: unknown; value?: unknown }>) : []);

const TENANCY: Record<string, Record<Language, string>> = { let: { en: "let", de: "vermietet" }, vacant: { en: "vacant", de: "frei" } };

function shown(field: unknown, value: unknown, money: Money, language: Language): string {
  if (field === "tenancy") return TENANCY[String(value)]?.[language] ?? String(value);
  if (typeof value !== "number") return String(value);
  if (/Percent$/.test(String(field)))
    return `${new Intl.NumberFormat(language === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 2 }).format(value)} %`;
  if (field === "livingAreaSqm") return `${value} m²`;
  if (field === "completionYear") return String(value);
  return money(value);
}

export function listingSummary(result: Record<string, unknown>, language: Language, money: Money, figures: string[]): string {
  const found = rows(result.found).map((row) => `${label(row.field, language)} ${shown(row.field, row.value, money, language)}`);
  const assumed = rows(result.assumed).map((row) => `${label(row.field, language)} ${shown(row.field, row.value, money, language)}`);
  const missing = Array.isArray(result.missing) ? result.missing.map((field) => label(field, language)) : [];
  const de = language === "de";
  return [
    de ? `Ich habe das Exposé gelesen. Gefunden: ${found.join(", ") || "nichts"}.` : `I read the listing. Found: ${found.join(", ") || "nothing"}.`,
    "",
    de ? `Angenommen: ${assumed.join(", ") || "nichts"}.` : `Assumed: ${assumed.join(", ") || "nothing"}.`,
    ...(missing.length ? ["", de ? `Nicht im Exposé: ${missing.join(", ")}.` : `Not in the listing: ${missing.join(", ")}.`] : []),
    ...(figures.length ? ["", ...figures] : []),
  ].join("\n");
}

export function saveSummary(result: unknown, language: Language, model: string): string {
  const value = result as { ok?: unknown; name?: unknown; links?: { calculator?: unknown; saved?: unknown; compare?: unknown } } | null;
  const de = language === "de";
  const footer = de ? `_Antwort des lokalen Testmodells ${model}._` : `_Answer from the local test model ${model}._`;
  if (value?.ok !== true || !value.links) {
    const declined = typeof result === "string" ? /declined/i.test(result) : JSON.stringify(result ?? "").includes("declined");
    const text = declined
      ? de
        ? "Du hast das Speichern abgelehnt: Es wurde nichts gespeichert."
        : "You declined, so nothing was saved."
      : de
        ? "Die Berechnung wurde nicht gespeichert."
        : "The calculation was not saved.";
    return [text, "", footer].join("\n");
  }
  const links = [
    `[${de ? "Im Rechner öffnen" : "Open it in the calculator"}](${String(value.links.calculator)})`,
    `[${de ? "Deine gespeicherten Berechnungen" : "Your saved calculations"}](${String(value.links.saved)})`,
    ...(typeof value.links.compare === "string" ? [`[${de ? "Zum Vergleich" : "Compare them"}](${value.links.compare})`] : []),
  ];
  const name = String(value.name);
  return [de ? `Gespeichert als „${name}“.` : `Saved as "${name}".`, "", ...links.map((link) => `- ${link}`), "", footer].join("\n");
}
