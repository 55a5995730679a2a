import { describe, expect, it } from "vitest";
import { isCleanAddress, pageAddress, pageAllowsPixel } from "./pixel-pages";

describe("pixel pages", () => {
  it("lets only the page's own route module opt in; a parent's flag or none at all is off", () => {
    expect(pageAllowsPixel([{ handle: undefined }, { handle: { advertisingPixel: true } }])).toBe(true);
    expect(pageAllowsPixel([{ handle: { advertisingPixel: true } }, { handle: { i18n: ["billing"] } }])).toBe(false);
    expect(pageAllowsPixel([])).toBe(false);
  });

  it("treats an address with a query or a fragment as not clean", () => {
    expect(isCleanAddress("https://kolleague.example/pricing")).toBe(true);
    expect(isCleanAddress("")).toBe(true);
    expect(isCleanAddress("https://kolleague.example/calculator?purchasePrice=250000")).toBe(false);
    expect(isCleanAddress("https://kolleague.example/pricing#plus")).toBe(false);
  });

  it("gives a server event the page's address on the app's origin, without query or fragment", () => {
    expect(pageAddress("https://kolleague.example/", "http://10.0.0.1:3000/de/checkout?interval=year&x=1#top")).toBe(
      "https://kolleague.example/de/checkout",
    );
    // React Router's data requests name the page they belong to.
    expect(pageAddress("https://kolleague.example", "http://127.0.0.1/auth/confirm.data?token_hash=x")).toBe(
      "https://kolleague.example/auth/confirm",
    );
    expect(pageAddress("https://kolleague.example", "http://127.0.0.1/_root.data")).toBe("https://kolleague.example/");
    // A path that looks like a host stays a path on our origin.
    expect(pageAddress("https://kolleague.example", "http://10.0.0.1:3000//evil.example/x?y")).toBe("https://kolleague.example//evil.example/x");
  });
});
