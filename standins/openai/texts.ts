/**
 * The stand-in's answers, in English and German (informal "du"), as Markdown. Each names the model that
 * answered, so a test can see which model the app picked, and says it is a local test model.
 */
import type { Language } from "./language";

export interface Figure {
  label: string;
  value: string;
}

const QUOTE_LENGTH = 80;

function quote(question: string): string {
  const oneLine = question.replace(/\s+/g, " ").trim();
  return oneLine.length > QUOTE_LENGTH ? `${oneLine.slice(0, QUOTE_LENGTH - 1)}…` : oneLine;
}

export function generalAnswer(language: Language, model: string, question: string): string {
  if (language === "de") {
    return [
      `Hallo! Ich bin **${model}**, das lokale Testmodell von Kolleague. Ich antworte immer gleich, damit Tests verlässlich sind.`,
      "",
      `Du hast gefragt: „${quote(question)}“`,
      "",
      "- Nenne mir einen Kaufpreis und ein Bundesland, dann rechne ich die Immobilie mit dem Rechner durch.",
      "- Frag nach deinen gespeicherten Berechnungen, dann liste ich sie auf.",
      "",
      "Das ist keine Rechts- oder Steuerberatung.",
    ].join("\n");
  }
  return [
    `Hi! I am **${model}**, Kolleague's local test model. I always answer the same way so that tests are reliable.`,
    "",
    `You asked: "${quote(question)}"`,
    "",
    "- Give me a purchase price and a federal state and I will run the property through the calculator.",
    "- Ask for your saved calculations and I will list them.",
    "",
    "This is not legal or tax advice.",
  ].join("\n");
}

const INTROS = {
  calculation: {
    de: "Ich habe die Immobilie mit dem Rechner durchgerechnet. Die wichtigsten Zahlen:",
    en: "I ran the property through the calculator. The key figures:",
  },
  transferTax: {
    de: "Die Grunderwerbsteuer laut Kolleagues Tabelle:",
    en: "The transfer tax according to Kolleague's table:",
  },
  nothingFound: {
    de: "Das Werkzeug hat geantwortet, aber ich habe darin keine Kennzahlen gefunden.",
    en: "The tool answered, but I found no key figures in its result.",
  },
};

/** The figures a calculation or transfer-tax tool returned, as a bullet list. */
export function figureSummary(kind: "calculation" | "transferTax", language: Language, model: string, figures: Figure[]): string {
  const intro = INTROS[figures.length ? kind : "nothingFound"][language];
  const lines = figures.map((figure) => `- ${figure.label}: **${figure.value}**`);
  const footer =
    language === "de"
      ? `_Antwort des lokalen Testmodells ${model}; keine Rechts- oder Steuerberatung._`
      : `_Answer from the local test model ${model}; not legal or tax advice._`;
  return [intro, "", ...lines, "", footer].join("\n");
}

export function savedSummary(language: Language, model: string, names: string[], count: number): string {
  const lines = names.map((name) => `- ${name}`);
  const more = count > names.length ? count - names.length : 0;
  if (language === "de") {
    const intro =
      count === 0 ? "Du hast noch keine Berechnungen gespeichert." : `Du hast ${count} gespeicherte Berechnung${count === 1 ? "" : "en"}:`;
    const rest = more ? [`- … und ${more} weitere`] : [];
    return [intro, "", ...lines, ...rest, "", `_Antwort des lokalen Testmodells ${model}._`].join("\n");
  }
  const intro = count === 0 ? "You have no saved calculations yet." : `You have ${count} saved calculation${count === 1 ? "" : "s"}:`;
  const rest = more ? [`- … and ${more} more`] : [];
  return [intro, "", ...lines, ...rest, "", `_Answer from the local test model ${model}._`].join("\n");
}

export function toolFailed(language: Language, model: string, detail: string): string {
  return language === "de"
    ? `Das Werkzeug hat einen Fehler gemeldet: ${quote(detail)}\n\n_Antwort des lokalen Testmodells ${model}._`
    : `The tool reported an error: ${quote(detail)}\n\n_Answer from the local test model ${model}._`;
}

export const FIGURE_LABELS: Record<string, Record<Language, string>> = {
  monthlyPayment: { en: "Monthly payment", de: "Monatliche Rate" },
  purchaseCosts: { en: "Purchase costs in total", de: "Kaufnebenkosten gesamt" },
  totalInvestment: { en: "Total investment", de: "Gesamtinvestition" },
  loanAmount: { en: "Loan amount", de: "Darlehensbetrag" },
  transferTaxPercent: { en: "Transfer tax", de: "Grunderwerbsteuer" },
  since: { en: "Applies since", de: "Gilt seit" },
};
