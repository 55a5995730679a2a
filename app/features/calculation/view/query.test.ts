import { describe, expect, it } from "vitest";
import { NUMBER_RULES } from "../schema";
import { NUMBER_FIELDS } from "./fields";
import { calculate } from "./run";
import { canonicalQuery, formValues, hasInputs, onlyChosenRepayment, repaymentModeOf, toSearch } from "./query";

const typedInGerman = new URLSearchParams({
  fmt: "de",
  repaymentMode: "monthlyPayment",
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
  it("converts the page's number format, drops empty fields and the 2 % the chosen monthly payment replaces", () => {
    expect(toSearch(canonicalQuery(typedInGerman))).toBe(
      "?purchasePrice=300000&state=NW&notaryPercent=1.5&equity=36210&interestRatePercent=4.1&monthlyPayment=1500&coldRentMonthly=1000.5",
    );
  });

  it("keeps text that is not a number as typed, for the validation to report", () => {
    const params = new URLSearchParams({ fmt: "en", purchasePrice: "3oo,000", equity: "1,000" });
    expect(canonicalQuery(params)).toEqual({ purchasePrice: "3oo,000", equity: "1000" });
  });

  it("leaves out parameters the calculator does not know", () => {
    for (const search of ["utm_source=newsletter", "fbclid=abc", "foo=bar&months=all"]) {
      const query = canonicalQuery(new URLSearchParams(search));
      expect(query, search).toEqual({});
      expect(hasInputs(query), search).toBe(false);
    }
    const shared = canonicalQuery(new URLSearchParams("utm_source=newsletter&purchasePrice=300000"));
    expect(hasInputs(shared)).toBe(true);
    expect(toSearch(shared)).toBe("?purchasePrice=300000");
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

describe("which repayment field a submitted form means", () => {
  const base = { fmt: "de", purchasePrice: "300.000", state: "NW", equity: "60.000", interestRatePercent: "3,8" };
  const form = (fields: Record<string, string>) =>
    new URLSearchParams({ ...base, initialRepaymentPercent: "", monthlyPayment: "", termYears: "", ...fields });
  const repayment = (params: Parameters<typeof canonicalQuery>[0]) => {
    const query = canonicalQuery(params);
    return { initial: query.initialRepaymentPercent, monthly: query.monthlyPayment, term: query.termYears };
  };

  it("takes a typed monthly payment or term over the untouched 2 %, though its radio was not clicked", () => {
    expect(repayment(form({ repaymentMode: "initialRepayment", initialRepaymentPercent: "2", monthlyPayment: "1.500" }))).toEqual({
      initial: undefined,
      monthly: "1500",
      term: undefined,
    });
    expect(repayment(form({ repaymentMode: "initialRepayment", initialRepaymentPercent: "2", termYears: "25" }))).toEqual({
      initial: undefined,
      monthly: undefined,
      term: "25",
    });
  });

  it("takes the one value typed when the radio points at an empty field", () => {
    expect(repayment(form({ repaymentMode: "monthlyPayment", initialRepaymentPercent: "3" }))).toEqual({
      initial: "3",
      monthly: undefined,
      term: undefined,
    });
  });

  it("keeps the untouched 2 % while the radio points at it, and nothing once the radio moved to an empty field", () => {
    expect(repayment(form({ repaymentMode: "initialRepayment", initialRepaymentPercent: "2" }))).toEqual({
      initial: "2",
      monthly: undefined,
      term: undefined,
    });
    expect(repayment(form({ repaymentMode: "term", initialRepaymentPercent: "2" }))).toEqual({
      initial: undefined,
      monthly: undefined,
      term: undefined,
    });
  });

  it("keeps an emptied initial repayment empty, for the validation to ask for one", () => {
    const params = form({ repaymentMode: "initialRepayment" });
    expect(repayment(params)).toEqual({ initial: undefined, monthly: undefined, term: undefined });
    const outcome = calculate(canonicalQuery(params), "2026-01-15");
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors.initialRepaymentPercent).toEqual(["calculator:errors.repayment.chooseOne"]);
  });

  it("keeps every typed value when the form cannot say which one is meant, and the validation asks for one", () => {
    for (const repaymentMode of ["initialRepayment", "monthlyPayment", "term"]) {
      const params = form({ repaymentMode, initialRepaymentPercent: "3", monthlyPayment: "1.500" });
      expect(repayment(params), repaymentMode).toEqual({ initial: "3", monthly: "1500", term: undefined });
      const outcome = calculate(canonicalQuery(params), "2026-01-15");
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(outcome.errors.initialRepaymentPercent).toEqual(["calculator:errors.repayment.chooseOne"]);
        expect(outcome.errors.monthlyPayment).toEqual(["calculator:errors.repayment.chooseOne"]);
      }
    }
    // Two typed values and the untouched 2 %: the 2 % gives way, the two stay.
    expect(repayment(form({ repaymentMode: "initialRepayment", initialRepaymentPercent: "2", monthlyPayment: "1.500", termYears: "25" }))).toEqual({
      initial: undefined,
      monthly: "1500",
      term: "25",
    });
  });

  it("with JavaScript, once the radio follows typing, reads the radio's field alone, even a chosen 2 %", () => {
    const typed = new FormData();
    for (const [name, value] of form({ repaymentMode: "initialRepayment", initialRepaymentPercent: "2", monthlyPayment: "1.500" })) {
      typed.append(name, value);
    }
    expect(repayment(onlyChosenRepayment(typed))).toEqual({
      initial: "2",
      monthly: undefined,
      term: undefined,
    });
  });

  it("takes a canonical URL's repayment fields as they are, even two of them", () => {
    expect(repayment(new URLSearchParams("initialRepaymentPercent=2&monthlyPayment=1500"))).toEqual({
      initial: "2",
      monthly: "1500",
      term: undefined,
    });
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
    expect(formValues(canonicalQuery(new URLSearchParams("utm_source=newsletter")), "de")).toMatchObject({ initialRepaymentPercent: "2" });
  });

  it("shows a submitted form without a repayment field with all three empty, next to the error, not with the 2 % again", () => {
    const query = canonicalQuery(new URLSearchParams("purchasePrice=250000&state=BE&equity=50000&interestRatePercent=4.1"));
    const values = formValues(query, "en");
    expect(values).toMatchObject({ purchasePrice: "250,000", notaryPercent: "1.5", holdingYears: "15" });
    expect([values.initialRepaymentPercent, values.monthlyPayment, values.termYears]).toEqual([undefined, undefined, undefined]);
  });

  it("shows a number too long for a double with every digit", () => {
    const query = canonicalQuery(new URLSearchParams({ fmt: "en", purchasePrice: "99999999999999999999999" }));
    expect(toSearch(query)).toBe("?purchasePrice=99999999999999999999999");
    expect(formValues(query, "en").purchasePrice).toBe("99,999,999,999,999,999,999,999");
    expect(formValues(query, "de").purchasePrice).toBe("99.999.999.999.999.999.999.999");
  });
});

it("lists every numeric input of the engine", () => {
  expect(Object.keys(NUMBER_FIELDS).sort()).toEqual(Object.keys(NUMBER_RULES).sort());
});
