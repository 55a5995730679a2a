import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentDisposition } from "./download";
import { listingForModel, readListingPart } from "./listing-part";
import { isOnlyLinks, prepareListing, safeFileName } from "./listing.server";
import { looksLikePdf } from "./pdf-type";

describe("PDF magic bytes", () => {
  it("finds the header at the start or within the first kilobyte, and nowhere else", () => {
    expect(looksLikePdf(Buffer.from("%PDF-1.7\n"))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(500, 0x20), Buffer.from("%PDF-1.4")]))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(1100, 0x20), Buffer.from("%PDF-1.4")]))).toBe(false);
    expect(looksLikePdf(Buffer.from("%PDF"))).toBe(false);
    expect(looksLikePdf(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe("file names", () => {
  it("keeps the last path segment without control characters or quotes", () => {
    expect(safeFileName("C:\\Users\\me\\Exposé Gohlis.pdf")).toBe("Exposé Gohlis.pdf");
    expect(safeFileName('a"b\u0000c.pdf')).toBe("abc.pdf");
    expect(safeFileName("  ")).toBe("listing.pdf");
    expect([...safeFileName(`${"x".repeat(300)}.pdf`)]).toHaveLength(120);
  });

  it("downloads under the UTF-8 name with an ASCII fallback", () => {
    expect(contentDisposition("Exposé Gohlis.pdf")).toBe(`attachment; filename="Expose Gohlis.pdf"; filename*=UTF-8''Expos%C3%A9%20Gohlis.pdf`);
    expect(contentDisposition("a;b\\c.pdf")).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%3Bb%5Cc.pdf`);
  });
});

describe("the listing inside the user's message", () => {
  it("round-trips a PDF's marker and text, and ignores ordinary text", () => {
    const part = listingForModel(
      { kind: "pdf", fileName: "Exposé.pdf", text: "Kaufpreis: 349.000 €", pages: 2, truncated: false },
      "0b7c8f1e-1111-4222-8333-444455556666",
    );
    expect(readListingPart(part)).toEqual({
      marker: { kind: "pdf", name: "Exposé.pdf", pages: 2, truncated: false, attachment: "0b7c8f1e-1111-4222-8333-444455556666" },
      text: "Kaufpreis: 349.000 €",
    });
    expect(readListingPart(listingForModel({ kind: "text", text: "Kaltmiete 980 €" }))).toEqual({
      marker: { kind: "text" },
      text: "Kaltmiete 980 €",
    });
    expect(readListingPart("<listing> but not really")).toBeNull();
  });
});

describe("preparing a listing", () => {
  it("takes pasted text up to 20,000 characters (as seen, not UTF-16 units), not with a PDF", async () => {
    expect(await prepareListing(null, "  Kaufpreis: 349.000 €\r\n", "user-a")).toEqual({
      ok: true,
      listing: { kind: "text", text: "Kaufpreis: 349.000 €" },
    });
    expect(await prepareListing(null, "🏠".repeat(20_000), "user-a")).toMatchObject({ ok: true });
    expect(await prepareListing(null, "x".repeat(20_001), "user-a")).toEqual({ ok: false, problem: "textTooLong" });
    expect(await prepareListing({ fileName: "a.pdf", bytes: Buffer.from("%PDF-1.7") }, "text", "user-a")).toEqual({
      ok: false,
      problem: "fileAndText",
    });
    expect(await prepareListing(null, "   ", "user-a")).toEqual({ ok: true, listing: null });
  });

  it("refuses pasted text that is only links, since Kolleague never opens one, and keeps a link among listing text", async () => {
    const link = "https://www.immobilienscout24.de/expose/151234567";
    expect(await prepareListing(null, `  ${link}\n`, "user-a")).toEqual({ ok: false, problem: "onlyLinks" });
    expect(isOnlyLinks(link)).toBe(true);
    expect(isOnlyLinks(`${link}\n\n<http://example.com/a?b=1>, www.immowelt.de/expose/2k3j4\nimmobilienscout24.de/expose/1`)).toBe(true);

    const listing = `Kaufpreis: 349.000 €\nWohnfläche ca. 72 m²\nMehr Fotos: ${link}`;
    expect(isOnlyLinks(listing)).toBe(false);
    expect(await prepareListing(null, listing, "user-a")).toEqual({ ok: true, listing: { kind: "text", text: listing } });
  });

  it("reads one PDF at a time per user, so one account cannot take every reading slot", async () => {
    const file = {
      fileName: "expose.pdf",
      bytes: readFileSync(new URL("../../../fixtures/listings/expose-leipzig-de.pdf", import.meta.url)),
    };
    const [first, second, otherUser] = await Promise.all([
      prepareListing(file, "", "user-a"),
      prepareListing(file, "", "user-a"),
      prepareListing(file, "", "user-b"),
    ]);
    expect(first).toMatchObject({ ok: true, listing: { kind: "pdf" } });
    expect(second).toEqual({ ok: false, problem: "busy" });
    expect(otherUser).toMatchObject({ ok: true, listing: { kind: "pdf" } });
    // Once read, the next one is welcome.
    expect(await prepareListing(file, "", "user-a")).toMatchObject({ ok: true });
  });
});
