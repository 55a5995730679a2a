import { tool, type ModelMessage } from "ai";
import { z } from "zod";
import { toSearch, type CanonicalQuery } from "#app/features/calculation/view/query";
import { calculate } from "#app/features/calculation/view/run";
import { keyFigures } from "#app/features/chat/tool-results";
import { listingCalculation } from "./listing-inputs";
import { looksLikeListing, readListing } from "./read-listing";

/** As long as the composer lets a message be, with room for an attachment's text (issue 22: 20,000 characters). */
const MAX_LISTING = 40_000;

/** The newest user message that reads like a listing: the model need not copy a long text into its call. */
function listingInConversation(messages: ModelMessage[]): string | null {
  for (const message of [...messages].reverse()) {
    if (message.role !== "user") continue;
    const text =
      typeof message.content === "string" ? message.content : message.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
    if (looksLikeListing(readListing(text))) return text;
  }
  return null;
}

/**
 * read_listing: the listing's values with their phrases, the defaults assumed, what is missing, and the key
 * figures of the calculator for exactly those inputs (and the link that opens them). Changes the user asks
 * for ("with 20 % equity") replace an assumed value.
 */
export function readListingTool(today: string) {
  return tool({
    description:
      "Reads a property listing (exposé or portal ad) the user pasted or attached: price, living area, cold rent, Hausgeld (allocable or not), year of construction, location and federal state, broker commission, tenancy. Returns what it found with the phrase each value came from, the financing defaults it assumed, what is missing, and the calculator's key figures. Omit `text` to read the listing in the user's latest messages.",
    inputSchema: z.object({
      text: z.string().max(MAX_LISTING).optional().describe("The listing's text; omit it to use the listing the user sent"),
      equity: z.number().min(0).max(1e9).optional().describe("Equity in euros, when the user names it; default 20 % of the price"),
      interestRatePercent: z.number().min(0).max(20).optional(),
      initialRepaymentPercent: z.number().min(0.1).max(20).optional(),
    }),
    execute: async ({ text, ...changes }, { messages }) => {
      const listing = text ?? listingInConversation(messages);
      if (!listing) return { ok: false as const, errors: { text: ["no listing found: ask the user to paste the listing's text"] } };
      const calc = listingCalculation(readListing(listing), changes);
      const query: CanonicalQuery = Object.fromEntries(Object.entries(calc.inputs).map(([key, value]) => [key, String(value)]));
      const outcome = calc.inputs.purchasePrice !== undefined && calc.inputs.state !== undefined ? calculate(query, today) : null;
      return {
        ok: true as const,
        kind: "listing" as const,
        found: calc.found,
        assumed: calc.assumed,
        missing: calc.missing,
        tenancy: calc.tenancy,
        inputs: calc.inputs,
        figures: outcome?.ok ? keyFigures(outcome.result) : null,
        // Without a price or a state there is nothing to calculate; the link still carries what was found.
        search: toSearch(query),
      };
    },
  });
}
