/** The figures a tool card shows; the tools return them, the cards read them from the stored parts. */
export interface KeyFigures {
  transferTaxPercent: number;
  purchaseCosts: number;
  totalInvestment: number;
  loanAmount: number;
  monthlyPayment: number;
  grossYieldPercent: number | null;
  netYieldPercent: number | null;
}

/** One calculation a card shows: its figures and the calculator query that opens its inputs. */
export interface CardCalculation {
  name?: string;
  search: string;
  figures: KeyFigures | null;
}

/**
 * Reads a stored tool part (untrusted JSON from the database or the stream) into the calculations its card
 * shows; anything unexpected yields nothing rather than a broken card.
 */
export function cardCalculations(output: unknown): CardCalculation[] {
  if (!output || typeof output !== "object" || (output as { ok?: unknown }).ok !== true) return [];
  const value = output as { search?: unknown; figures?: unknown; calculations?: unknown };
  const one = (item: unknown): CardCalculation | null => {
    if (!item || typeof item !== "object") return null;
    const { search, figures, name } = item as { search?: unknown; figures?: unknown; name?: unknown };
    if (typeof search !== "string" || (search !== "" && !search.startsWith("?"))) return null;
    return {
      search,
      figures: figures && typeof figures === "object" ? (figures as KeyFigures) : null,
      ...(typeof name === "string" ? { name } : {}),
    };
  };
  if (Array.isArray(value.calculations)) return value.calculations.map(one).filter((c): c is CardCalculation => c !== null);
  const single = one(value);
  return single ? [single] : [];
}
