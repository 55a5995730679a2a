import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../../../tests/support/render-in-language";
import { ListingTable } from "./listing-card";

describe("the listing card's tables", () => {
  it("each scroll sideways in their own named, focusable box, so a phone's page does not", async () => {
    const listing = {
      found: [{ field: "purchasePrice" as const, value: 349000, phrase: "Kaufpreis: 349.000 € (provisionsfrei für den Käufer)" }],
      assumed: [{ field: "equity" as const, value: 69800, why: "equityShare" as const }],
      missing: [],
    };
    const html = await renderInLanguage("/de/ai-chat", <ListingTable listing={listing} locale="de" />);
    for (const caption of ["Im Exposé gefunden", "Angenommen"]) {
      expect(html).toMatch(new RegExp(`<div role="region" aria-label="${caption}" tabindex="0" class="[^"]*overflow-x-auto[^"]*"><table`));
    }
  });
});
