import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractPdfText } from "#app/features/attachments/pdf-text.server";
import { listingCalculation } from "./listing-inputs";
import { stateOfPostcode } from "./location";
import { looksLikeListing, readListing, type ListingReading } from "./read-listing";

const sample = (name: string) => readFileSync(new URL(`../../../fixtures/listings/${name}`, import.meta.url), "utf8");
const phrases = (reading: ListingReading) => Object.fromEntries(Object.entries(reading).map(([field, found]) => [field, found.phrase]));

describe("reading a listing", () => {
  it("reads the German sample with the phrase of every value", () => {
    const reading = readListing(sample("leipzig-de.txt"));
    expect(reading.purchasePrice).toEqual({ value: 349_000, phrase: "Kaufpreis: 349.000 €" });
    expect(reading.livingAreaSqm).toEqual({ value: 72, phrase: "Wohnfläche ca. 72 m²" });
    expect(reading.coldRentMonthly?.value).toBe(980);
    expect(reading.hausgeldMonthly?.value).toBe(310);
    expect(reading.allocableMonthly?.value).toBe(190);
    expect(reading.nonAllocableMonthly?.value).toBe(120);
    expect(reading.completionYear).toEqual({ value: 1998, phrase: "Baujahr 1998" });
    expect(reading.state).toEqual({ value: "SN", phrase: "Lage: 04157 Leipzig" });
    expect(reading.brokerPercent?.value).toBe(3.57);
    expect(reading.tenancy?.value).toBe("let");
    expect(looksLikeListing(reading)).toBe(true);
  });

  it("reads the English sample: vacant, service charge split, a postcode in Cologne", () => {
    const reading = readListing(sample("cologne-en.txt"));
    expect(reading.purchasePrice?.value).toBe(425_000);
    expect(reading.livingAreaSqm?.value).toBe(84);
    expect(reading.coldRentMonthly).toBeUndefined();
    expect(reading.hausgeldMonthly?.value).toBe(290);
    expect(reading.allocableMonthly?.value).toBe(170);
    expect(reading.nonAllocableMonthly?.value).toBe(120);
    expect(reading.completionYear?.value).toBe(2006);
    expect(reading.state?.value).toBe("NW");
    expect(reading.brokerPercent?.value).toBe(3.57);
    expect(reading.tenancy?.value).toBe("vacant");
  });

  it("reads the demo's English listing: the Hausgeld's allocable part written before its label", () => {
    const reading = readListing(sample("berlin-listing-en.txt"));
    expect(reading.hausgeldMonthly?.value).toBe(260);
    expect(reading.allocableMonthly?.value).toBe(150);
    expect(reading.nonAllocableMonthly?.value).toBe(110);
    expect(readListing("Hausgeld: 300 € monatlich, davon 180 € auf den Mieter umlegbar").nonAllocableMonthly?.value).toBe(120);
    expect(readListing("Service charges €240 a month; €90 is passed on to tenants").allocableMonthly?.value).toBe(90);
  });

  it("reads other ways of writing: annual rent, commission-free, a city without postcode, a state by name", () => {
    const reading = readListing(
      "Preis 1.250.000 EUR\nJahresnettokaltmiete: 36.000 €\nprovisionsfrei\nIn München-Schwabing, Wohnfläche: 101,5 qm, Bj. 1972",
    );
    expect(reading.purchasePrice?.value).toBe(1_250_000);
    expect(reading.coldRentMonthly?.value).toBe(3_000);
    expect(reading.brokerPercent).toEqual({ value: 0, phrase: "provisionsfrei" });
    expect(reading.state?.value).toBe("BY");
    expect(reading.livingAreaSqm?.value).toBe(101.5);
    expect(reading.completionYear?.value).toBe(1972);
    expect(readListing("Asking price €289,000, a flat in Saxony-Anhalt").state?.value).toBe("ST");
    expect(readListing("Haus in Niedersachsen, Kaufpreis 200.000 €").state?.value).toBe("NI");
  });

  it("maps postcodes to states, border regions included", () => {
    expect(stateOfPostcode("80331")).toBe("BY");
    expect(stateOfPostcode("14109")).toBe("BE");
    expect(stateOfPostcode("14467")).toBe("BB");
    expect(stateOfPostcode("27568")).toBe("HB");
    expect(stateOfPostcode("63739")).toBe("BY");
    expect(stateOfPostcode("1234")).toBeNull();
  });

  it("leaves out what is not written and is no listing without a price", () => {
    const reading = readListing("Schöne Wohnung, ruhige Lage, 3 Zimmer.");
    expect(reading).toEqual({});
    expect(looksLikeListing(reading)).toBe(false);
  });
});

describe("the phrase a value is quoted from", () => {
  const cologne = "Service charge: €290 per month, of which €170 allocable to tenants";
  const berlin = "Service charge (Hausgeld): €260 per month, of which €150 can be passed on to the tenant";
  const leipzig = "Hausgeld 310 € (davon umlagefähig 190 €)";

  it.each([
    [
      "cologne-en.txt",
      {
        purchasePrice: "Purchase price: €425,000",
        livingAreaSqm: "Living area: approx. 84 sqm",
        hausgeldMonthly: cologne,
        allocableMonthly: cologne,
        nonAllocableMonthly: cologne,
        completionYear: "Year of construction: 2006",
        state: "Location: 50825 Köln",
        brokerPercent: "Buyer's commission: 3.57% incl. VAT",
        tenancy: "Bright flat with garden, vacant on completion - Cologne-Ehrenfeld",
      },
    ],
    [
      "berlin-listing-en.txt",
      {
        purchasePrice: "Purchase price: €289,000",
        livingAreaSqm: "Living area approx. 58 m²",
        coldRentMonthly: "Cold rent: €720 per month",
        hausgeldMonthly: berlin,
        allocableMonthly: berlin,
        nonAllocableMonthly: berlin,
        completionYear: "Year of construction: 1972, modernised 2015",
        state: "Address: Example Street 7, 10245 Berlin",
        brokerPercent: "Buyer's commission: 3.57 % incl. VAT",
        tenancy: "Tenancy: the flat has been let since April 2020 to a couple on an open-ended lease; the buyer takes",
      },
    ],
    [
      "leipzig-de.txt",
      {
        purchasePrice: "Kaufpreis: 349.000 €",
        livingAreaSqm: "Wohnfläche ca. 72 m²",
        coldRentMonthly: "Kaltmiete 980 € (vermietet seit 2019, unbefristet)",
        hausgeldMonthly: leipzig,
        allocableMonthly: leipzig,
        nonAllocableMonthly: leipzig,
        completionYear: "Baujahr 1998",
        state: "Lage: 04157 Leipzig",
        brokerPercent: "Käuferprovision: 3,57 % inkl. MwSt.",
        tenancy: "Vermietete 2-Zimmer-Wohnung mit Balkon in Leipzig-Gohlis",
      },
    ],
  ])("quotes only the line each value of %s stands on", (name, expected) => {
    expect(phrases(readListing(sample(name)))).toEqual(expected);
  });

  it("quotes only the line each value of the exposé PDF's text stands on", async () => {
    const read = await extractPdfText(readFileSync(new URL("../../../fixtures/listings/expose-leipzig-de.pdf", import.meta.url)));
    if (!read.ok) throw new Error(`the sample exposé could not be read: ${read.problem}`);
    expect(phrases(readListing(read.text))).toEqual({
      purchasePrice: "Kaufpreis: 349.000 €",
      livingAreaSqm: "Wohnfläche ca. 72 m²",
      coldRentMonthly: "Kaltmiete 980 € monatlich",
      hausgeldMonthly: leipzig,
      allocableMonthly: leipzig,
      nonAllocableMonthly: leipzig,
      completionYear: "Baujahr 1998",
      state: "Adresse: Landsberger Straße 12, 04155 Leipzig",
      brokerPercent: "Käuferprovision 3,57 % inkl. MwSt.",
      tenancy: "Die Wohnung ist seit März 2019 unbefristet an eine Mieterin vermietet; das Mietverhältnis wird",
    });
  });

  it("stops at the line end after any amount written without a currency after it, also with Windows line ends", () => {
    const reading = readListing(
      "Kaufpreis: 349.000\r\nKaltmiete: 980\r\nHausgeld: 310\numlagefähig: 190\nnicht umlagefähig: 120\nJahresnettokaltmiete 11.760\nWohnfläche 72 m²",
    );
    expect(phrases(reading)).toEqual({
      purchasePrice: "Kaufpreis: 349.000",
      livingAreaSqm: "Wohnfläche 72 m²",
      coldRentMonthly: "Jahresnettokaltmiete 11.760",
      hausgeldMonthly: "Hausgeld: 310",
      allocableMonthly: "umlagefähig: 190",
      nonAllocableMonthly: "nicht umlagefähig: 120",
    });
  });

  it("quotes the label's line too when the amount stands on the line below it", () => {
    expect(readListing("Kaufpreis:\n349.000 €\nZimmer: 2").purchasePrice).toEqual({ value: 349_000, phrase: "Kaufpreis: 349.000 €" });
  });
});

describe("from the reading to the calculator's input", () => {
  it("names what it found, what it assumed and what is missing", () => {
    const calc = listingCalculation(readListing(sample("leipzig-de.txt")));
    expect(calc.inputs).toEqual({
      purchasePrice: 349_000,
      state: "SN",
      livingAreaSqm: 72,
      coldRentMonthly: 980,
      completionYear: 1998,
      brokerPercent: 3.57,
      nonAllocableCostsMonthly: 120,
      equity: 69_800,
      interestRatePercent: 3.5,
      initialRepaymentPercent: 2,
    });
    expect(calc.assumed.map((a) => a.field)).toEqual(["equity", "interestRatePercent", "initialRepaymentPercent"]);
    expect(calc.missing).toEqual([]);
    expect(calc.tenancy).toBe("let");
  });

  it("assumes the broker default and the whole Hausgeld when the listing does not say, and takes changes", () => {
    const calc = listingCalculation(readListing("Kaufpreis 200.000 €, Hausgeld 250 €, Berlin"), { equity: 40_000 });
    expect(calc.inputs).toMatchObject({ brokerPercent: 3.57, nonAllocableCostsMonthly: 250, equity: 40_000 });
    expect(calc.assumed.map((a) => [a.field, a.why])).toEqual([
      ["brokerPercent", "calculatorDefault"],
      ["nonAllocableCostsMonthly", "hausgeldNotSplit"],
      ["interestRatePercent", "typicalRate"],
      ["initialRepaymentPercent", "typicalRepayment"],
    ]);
    expect(calc.missing).toEqual(["livingAreaSqm", "coldRentMonthly", "completionYear", "brokerPercent", "tenancy"]);
  });
});
