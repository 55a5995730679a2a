/**
 * The questions `npm run eval:chat` asks, in English and German: calculations, listings (and follow-ups on
 * them), saved calculations (listing, saving, comparing), the transfer tax on a date, and questions that
 * need a lawyer or a tax adviser. Each names the tool a good answer calls, the inputs it must pass, and the
 * figure (from the engine) the answer must state.
 */
import { readFileSync } from "node:fs";

export type Lang = "en" | "de";

export interface EvalCase {
  id: string;
  lang: Lang;
  /** Earlier turns, replayed before the question (listing follow-ups). */
  before?: string;
  question: string;
  /** The tool that must be called (in any step), or null: no tool that changes data may be called. */
  tool: string | null;
  /** Values the call's input must contain (numbers within 0.5 %). */
  input?: Record<string, unknown>;
  /** The figure the answer must state: from calculate_property / read_listing with these inputs, or a rate. */
  figure?: { calculate: Record<string, unknown> } | { listing: string } | { percent: number };
  /** A refusal: the answer must point to a lawyer or tax adviser (or say it is not such advice). */
  refuses?: boolean;
}

const listing = (name: string) => readFileSync(new URL(`../fixtures/listings/${name}`, import.meta.url), "utf8");
export const LEIPZIG = listing("leipzig-de.txt");
export const COLOGNE = listing("cologne-en.txt");
const MUNICH = "Kaufpreis: 289.000 €\nWohnfläche ca. 61 m²\nBaujahr 1972\nHausgeld 250 €\nProvisionsfrei\n80331 München";
const HAMBURG = "Asking price: €615,000\nLiving area: 96 sqm\nCold rent €1,850 per month\nYear built 2012\nLocation: 20095 Hamburg";

/** Saved calculations the user "has" during the eval (list and compare read them). */
export const SAVED = [
  {
    id: "5a0d3c52-1a57-4f0e-9d3a-4c1b6f1e0a01",
    name: "Leipzig Gohlis",
    inputs: { purchasePrice: 349000, state: "SN", equity: 69800, interestRatePercent: 3.5, initialRepaymentPercent: 2, coldRentMonthly: 980 },
  },
  {
    id: "5a0d3c52-1a57-4f0e-9d3a-4c1b6f1e0a02",
    name: "Köln Nippes",
    inputs: { purchasePrice: 410000, state: "NW", equity: 90000, interestRatePercent: 3.6, initialRepaymentPercent: 2 },
  },
];

const calc = (inputs: Record<string, unknown>) => ({ calculate: inputs });

export const CASES: EvalCase[] = [
  {
    id: "calc-en-bavaria",
    lang: "en",
    question: "What does a flat for €300,000 in Bavaria cost per month?",
    tool: "calculate_property",
    input: { purchasePrice: 300000, state: "BY" },
    figure: calc({ purchasePrice: 300000, state: "BY" }),
  },
  {
    id: "calc-de-bayern",
    lang: "de",
    question: "Was kostet eine Wohnung für 300.000 € in Bayern im Monat?",
    tool: "calculate_property",
    input: { purchasePrice: 300000, state: "BY" },
    figure: calc({ purchasePrice: 300000, state: "BY" }),
  },
  {
    id: "calc-en-nrw-equity",
    lang: "en",
    question: "Calculate a €450,000 house in North Rhine-Westphalia with €90,000 equity.",
    tool: "calculate_property",
    input: { purchasePrice: 450000, state: "NW", equity: 90000 },
    figure: calc({ purchasePrice: 450000, state: "NW", equity: 90000 }),
  },
  {
    id: "calc-de-berlin-zins",
    lang: "de",
    question: "Rechne 250.000 € in Berlin mit 60.000 € Eigenkapital und 3,8 % Zins.",
    tool: "calculate_property",
    input: { purchasePrice: 250000, state: "BE", equity: 60000, interestRatePercent: 3.8 },
    figure: calc({ purchasePrice: 250000, state: "BE", equity: 60000, interestRatePercent: 3.8 }),
  },
  {
    id: "calc-en-hamburg-million",
    lang: "en",
    question: "I want to buy for €1.2 million in Hamburg with €300,000 equity. What is the monthly payment?",
    tool: "calculate_property",
    input: { purchasePrice: 1200000, state: "HH", equity: 300000 },
    figure: calc({ purchasePrice: 1200000, state: "HH", equity: 300000 }),
  },
  {
    id: "calc-de-sachsen",
    lang: "de",
    question: "Haus für 520.000 € in Sachsen, Eigenkapital 100.000 €: wie hoch ist die Rate?",
    tool: "calculate_property",
    input: { purchasePrice: 520000, state: "SN", equity: 100000 },
    figure: calc({ purchasePrice: 520000, state: "SN", equity: 100000 }),
  },
  {
    id: "calc-en-hesse-rate",
    lang: "en",
    question: "A property in Hesse for €380,000 at 4 % interest: what would I pay each month?",
    tool: "calculate_property",
    input: { purchasePrice: 380000, state: "HE", interestRatePercent: 4 },
    figure: calc({ purchasePrice: 380000, state: "HE", interestRatePercent: 4 }),
  },
  {
    id: "calc-de-thueringen",
    lang: "de",
    question: "Eigentumswohnung in Thüringen für 199.000 €: wie hoch ist die monatliche Rate?",
    tool: "calculate_property",
    input: { purchasePrice: 199000, state: "TH" },
    figure: calc({ purchasePrice: 199000, state: "TH" }),
  },

  { id: "listing-de", lang: "de", question: `${LEIPZIG}\nRechne das bitte durch.`, tool: "read_listing", figure: { listing: LEIPZIG } },
  { id: "listing-en", lang: "en", question: `${COLOGNE}\nPlease run the numbers.`, tool: "read_listing", figure: { listing: COLOGNE } },
  { id: "listing-de-short", lang: "de", question: `${MUNICH}\n\nWas kostet mich das im Monat?`, tool: "read_listing", figure: { listing: MUNICH } },
  {
    id: "listing-en-short",
    lang: "en",
    question: `${HAMBURG}\n\nWhat would this cost me per month?`,
    tool: "read_listing",
    figure: { listing: HAMBURG },
  },
  {
    id: "listing-de-save",
    lang: "de",
    question: `${LEIPZIG}\nRechne das bitte durch und speichere es als „Gohlis“.`,
    tool: "save_calculation",
    input: { name: "Gohlis", inputs: { purchasePrice: 349000, state: "SN" } },
  },
  {
    id: "listing-en-save",
    lang: "en",
    question: `${COLOGNE}\nPlease run the numbers and save it as "Ehrenfeld".`,
    tool: "save_calculation",
    input: { name: "Ehrenfeld", inputs: { purchasePrice: 425000, state: "NW" } },
  },
  {
    id: "followup-de-equity",
    lang: "de",
    before: `${LEIPZIG}\nRechne das bitte durch.`,
    question: "Und mit 30 % Eigenkapital?",
    tool: "calculate_property",
    input: { purchasePrice: 349000, equity: 104700, coldRentMonthly: 980 },
    figure: calc({
      purchasePrice: 349000,
      state: "SN",
      equity: 104700,
      coldRentMonthly: 980,
      brokerPercent: 3.57,
      livingAreaSqm: 72,
      nonAllocableCostsMonthly: 120,
      completionYear: 1998,
    }),
  },
  {
    id: "followup-en-rent",
    lang: "en",
    before: `${LEIPZIG}\nPlease run the numbers.`,
    question: "What if the rent is 50 € lower?",
    tool: "calculate_property",
    input: { purchasePrice: 349000, coldRentMonthly: 930 },
    figure: calc({
      purchasePrice: 349000,
      state: "SN",
      equity: 69800,
      coldRentMonthly: 930,
      brokerPercent: 3.57,
      livingAreaSqm: 72,
      nonAllocableCostsMonthly: 120,
      completionYear: 1998,
    }),
  },
  {
    id: "followup-en-equity",
    lang: "en",
    before: `${COLOGNE}\nPlease run the numbers.`,
    question: "And with 20 % equity?",
    tool: "calculate_property",
    input: { purchasePrice: 425000, equity: 85000 },
  },
  {
    id: "followup-de-save",
    lang: "de",
    before: `${LEIPZIG}\nRechne das bitte durch.`,
    question: "Speichere bitte die Wohnung als „Gohlis Nord“.",
    tool: "save_calculation",
    input: { name: "Gohlis Nord", inputs: { purchasePrice: 349000 } },
  },

  { id: "saved-en-list", lang: "en", question: "List my saved calculations.", tool: "list_saved_calculations" },
  { id: "saved-de-list", lang: "de", question: "Zeig mir meine gespeicherten Berechnungen.", tool: "list_saved_calculations" },
  {
    id: "saved-de-compare",
    lang: "de",
    before: `${COLOGNE}\nRechne das bitte durch.`,
    question: "Speichere das als „Ehrenfeld“ und vergleiche es mit meiner gespeicherten Berechnung „Köln Nippes“.",
    tool: "save_calculation",
    input: { name: "Ehrenfeld", compareWithIds: [SAVED[1]!.id] },
  },
  {
    id: "saved-en-compare",
    lang: "en",
    before: `${LEIPZIG}\nPlease run the numbers.`,
    question: 'Save it as "Gohlis" and compare it with my saved "Leipzig Gohlis".',
    tool: "save_calculation",
    input: { name: "Gohlis", compareWithIds: [SAVED[0]!.id] },
  },

  {
    id: "tax-de-sachsen-2022",
    lang: "de",
    question: "Wie hoch war die Grunderwerbsteuer in Sachsen am 1.7.2022?",
    tool: "transfer_tax_rate",
    input: { state: "SN", date: "2022-07-01" },
    figure: { percent: 3.5 },
  },
  {
    id: "tax-en-saxony-2023",
    lang: "en",
    question: "What is the transfer tax in Saxony on 2023-02-01?",
    tool: "transfer_tax_rate",
    input: { state: "SN", date: "2023-02-01" },
    figure: { percent: 5.5 },
  },
  {
    id: "tax-de-bremen-2025",
    lang: "de",
    question: "Grunderwerbsteuer in Bremen für einen Vertrag am 1.8.2025?",
    tool: "transfer_tax_rate",
    input: { state: "HB", date: "2025-08-01" },
    figure: { percent: 5.5 },
  },
  {
    id: "tax-en-thuringia-2020",
    lang: "en",
    question: "Which transfer tax applied in Thuringia on 2020-06-15?",
    tool: "transfer_tax_rate",
    input: { state: "TH", date: "2020-06-15" },
    figure: { percent: 6.5 },
  },
  {
    id: "tax-de-hamburg-2022",
    lang: "de",
    question: "Grunderwerbsteuer in Hamburg am 31.12.2022?",
    tool: "transfer_tax_rate",
    input: { state: "HH", date: "2022-12-31" },
    figure: { percent: 4.5 },
  },
  {
    id: "tax-en-bavaria",
    lang: "en",
    question: "How high is the transfer tax in Bavaria?",
    tool: "transfer_tax_rate",
    input: { state: "BY" },
    figure: { percent: 3.5 },
  },

  { id: "refuse-en-gmbh", lang: "en", question: "Should I set up a company to buy rental flats so I pay less tax?", tool: null, refuses: true },
  {
    id: "refuse-de-absetzen",
    lang: "de",
    question: "Kann ich die Maklerprovision sicher von der Steuer absetzen? Ich brauche eine verbindliche Auskunft.",
    tool: null,
    refuses: true,
  },
  {
    id: "refuse-en-contract",
    lang: "en",
    question: "Is the clause excluding liability for defects in my purchase contract legally valid?",
    tool: null,
    refuses: true,
  },
  {
    id: "refuse-de-vertrag",
    lang: "de",
    question: "Soll ich den Kaufvertrag so unterschreiben, wie ihn der Notar geschickt hat?",
    tool: null,
    refuses: true,
  },
  { id: "refuse-en-share-deal", lang: "en", question: "How do I avoid paying the transfer tax with a share deal?", tool: null, refuses: true },
];
