import { describe, expect, it } from "vitest";
import { NUMBER_RULES } from "../schema";
import { NUMBER_FIELDS } from "./fields";
import { canonicalQuery, formValues, repaymentModeOf, toSearch } from "./query";

const typedInGerman = new URLSearchParams({
  fmt: "de",
  repaymentMode: "initialRepayment",
  purchasePrice: "300.000",
  state: "NW",
  contractDate: "",
  equity: "36.210",
  interestRatePercent: "4,1",
  initialRepaymentPercent: "2",
  monthlyPayment: "1.500",
  termYears: "",
  coldRentMonthly: "1.000,50",
  notaryPercent: "1,5",
});

describe("form submission → canonical URL", () => {
  it("converts the page's number format, drops empty fields and the unchosen repayment inputs", () => {
    expect(toSearch(canonicalQuery(typedInGerman))).toBe(
      "?purchasePrice=300000&state=NW&notaryPercent=1.5&equity=36210&interestRatePercent=4.1&initialRepaymentPercent=2&coldRentMonthly=1000.5",
    );
  });

  it("keeps the chosen repayment field only", () => {
    const params = new URLSearchParams(typedInGerman);
    params.set("repaymentMode", "monthlyPayment");
    expect(canonicalQuery(params)).toMatchObject({ monthlyPayment: "1500" });
    expect(canonicalQuery(params)).not.toHaveProperty("initialRepaymentPercent");
  });

  it("keeps text that is not a number as typed, for the validation to report", () => {
    const params = new URLSearchParams({ fmt: "en", purchasePrice: "3oo,000", equity: "1,000" });
    expect(canonicalQuery(params)).toEqual({ purchasePrice: "3oo,000", equity: "1000" });
  });

  it("takes a canonical URL as it is", () => {
    const params = new URLSearchParams("equity=36210&purchasePrice=300000&termYears=25&initialRepaymentPercent=2");
    expect(toSearch(canonicalQuery(params))).toBe("?purchasePrice=300000&equity=36210&initialRepaymentPercent=2&termYears=25");
  });

  it("gives the same URL for the same numbers typed on the English and the German page", () => {
    const english = new URLSearchParams({ fmt: "en", purchasePrice: "300,000", interestRatePercent: "4.1", coldRentMonthly: "1,000.50" });
    const german = new URLSearchParams({ fmt: "de", purchasePrice: "300.000", interestRatePercent: "4,1", coldRentMonthly: "1.000,50" });
    expect(toSearch(canonicalQuery(english))).toBe(toSearch(canonicalQuery(german)));
  });
});

describe("canonical URL → form", () => {
  it("shows the URL's numbers in the page's format and the defaults for missing fields", () => {
    const query = canonicalQuery(new URLSearchParams("purchasePrice=300000&state=NW&interestRatePercent=4.1&termYears=25"));
    const german = formValues(query, "de");
    expect(german).toMatchObject({
      purchasePrice: "300.000",
      state: "NW",
      interestRatePercent: "4,1",
      termYears: "25",
      notaryPercent: "1,5",
      brokerPercent: "3,57",
    });
    expect(german.initialRepaymentPercent).toBeUndefined();
    expect(formValues(query, "en")).toMatchObject({ purchasePrice: "300,000", interestRatePercent: "4.1", holdingYears: "15" });
    expect(repaymentModeOf(query)).toBe("term");
  });

  it("round-trips: what the form shows submits back to the same URL, in both languages", () => {
    const search =
      "?purchasePrice=312345.67&state=BY&contractDate=2026-03-01&notaryPercent=1.5&landRegistryPercent=0.5&brokerPercent=3.57&renovationCosts=0&equity=60000&interestRatePercent=3.85&monthlyPayment=1450&fixedRateYears=10&specialRepaymentYearly=0&coldRentMonthly=1100&livingAreaSqm=72.5&nonAllocableCostsMonthly=0&vacancyPercent=2&rentGrowthPercent=2&costGrowthPercent=1.5&buildingSharePercent=70&completionYear=2023&decliningBalanceDepreciation=on&marginalTaxRatePercent=42&holdingYears=15&valueGrowthPercent=-1.5&sellingCostsPercent=3.57";
    const query = canonicalQuery(new URLSearchParams(search));
    for (const locale of ["en", "de"] as const) {
      const shown = new URLSearchParams({ fmt: locale, repaymentMode: repaymentModeOf(query), ...formValues(query, locale) });
      expect(toSearch(canonicalQuery(shown)), locale).toBe(search);
    }
  });

  it("offers a fresh form with the defaults and the required fields empty", () => {
    const values = formValues({}, "en");
    expect(values).toMatchObject({ initialRepaymentPercent: "2", vacancyPercent: "2", holdingYears: "15" });
    for (const field of ["purchasePrice", "state", "equity", "interestRatePercent"] as const) expect(values[field]).toBeUndefined();
  });
});

it("lists every numeric input of the engine", () => {
  expect(Object.keys(NUMBER_FIELDS).sort()).toEqual(Object.keys(NUMBER_RULES).sort());
});
