/**
 * The "How we calculate" panel, format-agnostic: the order of the conventions the engine follows. Each
 * id is a catalogue key, `calculator:howWeCalculate.items.<id>`, whose text (English and German) says the
 * same as the CONVENTIONS block at the top of evaluate.ts. Keep the three in step.
 */
export const CONVENTION_IDS = [
  "purchaseCosts",
  "monthlyPayment",
  "schedule",
  "followUp",
  "yields",
  "cashFlow",
  "depreciation",
  "equityReturn",
  "projection",
  "sale",
  "irr",
  "rounding",
  "ownerOccupied",
] as const;

export type ConventionId = (typeof CONVENTION_IDS)[number];

export function conventionKey(id: ConventionId): string {
  return `calculator:howWeCalculate.items.${id}`;
}
