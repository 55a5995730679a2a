import { describe, expect, it } from "vitest";
import { listingCard, savedLinks, saveRequest } from "./tool-results";

describe("reading stored tool parts for the cards (untrusted JSON)", () => {
  it("takes a listing result's rows and drops malformed ones", () => {
    const card = listingCard({
      ok: true,
      kind: "listing",
      found: [{ field: "purchasePrice", value: 349000, phrase: "Kaufpreis: 349.000 €" }, { field: "state" }, "junk"],
      assumed: [
        { field: "equity", value: 69800, why: "equityShare" },
        { field: "equity", value: "69800", why: "equityShare" },
      ],
      missing: ["livingAreaSqm", 3],
    });
    expect(card).toEqual({
      found: [{ field: "purchasePrice", value: 349000, phrase: "Kaufpreis: 349.000 €" }],
      assumed: [{ field: "equity", value: 69800, why: "equityShare" }],
      missing: ["livingAreaSqm"],
    });
    expect(listingCard({ ok: true, search: "?a=1" })).toBeNull();
    expect(listingCard({ ok: false, kind: "listing" })).toBeNull();
  });

  it("shows a save request's inputs in the calculator's order", () => {
    expect(
      saveRequest({ name: "Gohlis", inputs: { equity: 69800, state: "SN", purchasePrice: 349000, evil: { x: 1 } }, compareWithIds: ["a"] }),
    ).toEqual({
      name: "Gohlis",
      inputs: { purchasePrice: "349000", state: "SN", equity: "69800" },
      compareCount: 1,
    });
    expect(saveRequest({ name: 3, inputs: {} })).toBeNull();
  });

  it("links only to paths of the site", () => {
    const links = { calculator: "/de/calculator?purchasePrice=1", saved: "/de/calculations", compare: "/de/compare?ids=a,b" };
    expect(savedLinks({ ok: true, links })).toEqual(links);
    expect(savedLinks({ ok: true, links: { ...links, compare: "https://evil.example" } })).toEqual({ ...links, compare: null });
    expect(savedLinks({ ok: true, links: { ...links, saved: "//evil.example" } })).toBeNull();
    expect(savedLinks({ ok: true, links: { ...links, calculator: "javascript:alert(1)" } })).toBeNull();
  });
});
