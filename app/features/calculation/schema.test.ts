import { describe, expect, it } from "vitest";
import { INPUT_DEFAULTS } from "./inputs";
import { parseCalculationInput } from "./schema";

const TODAY = "2026-11-22";
const MINIMAL = { purchasePrice: 300_000, state: "BY", equity: 60_000, interestRatePercent: 3.5, initialRepaymentPercent: 2 };

function issues(raw: unknown): Record<string, string[]> {
  const result = parseCalculationInput(raw, TODAY);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
  return byField;
}

describe("input schema", () => {
  it("fills the defaults and today's contract date", () => {
    const result = parseCalculationInput(MINIMAL, TODAY);
    expect(result.success && result.data).toEqual({
      ...INPUT_DEFAULTS,
      ...MINIMAL,
      contractDate: TODAY,
      followUpInterestRatePercent: 3.5,
    });
  });

  it("accepts DE-BY and canonical number strings as in a URL, and treats empty strings as missing", () => {
    const result = parseCalculationInput({ ...MINIMAL, state: "DE-BY", purchasePrice: "300000.50", coldRentMonthly: "", termYears: "" }, TODAY);
    expect(result.success).toBe(true);
    expect(result.success && result.data.state).toBe("BY");
    expect(result.success && result.data.purchasePrice).toBe(300_000.5);
    expect(result.success && "coldRentMonthly" in result.data).toBe(false);
  });

  it("names every missing required field with a catalogue key", () => {
    expect(issues({ initialRepaymentPercent: 2 })).toEqual({
      purchasePrice: ["calculator:errors.purchasePrice.required"],
      state: ["calculator:errors.state.required"],
      equity: ["calculator:errors.equity.required"],
      interestRatePercent: ["calculator:errors.interestRatePercent.required"],
    });
  });

  it("rejects locale-formatted numbers, unknown states, bad dates and out-of-range values", () => {
    expect(
      issues({
        ...MINIMAL,
        purchasePrice: "300.000,00",
        state: "XX",
        contractDate: "2026-02-30",
        vacancyPercent: 101,
        termYears: undefined,
        holdingYears: 2.5,
      }),
    ).toEqual({
      purchasePrice: ["calculator:errors.purchasePrice.invalid"],
      state: ["calculator:errors.state.invalid"],
      contractDate: ["calculator:errors.contractDate.invalid"],
      vacancyPercent: ["calculator:errors.vacancyPercent.invalid"],
      holdingYears: ["calculator:errors.holdingYears.invalid"],
    });
  });

  it("rejects contract dates before the tax table", () => {
    expect(issues({ ...MINIMAL, contractDate: "2015-12-31" })).toEqual({
      contractDate: ["calculator:errors.contractDate.invalid"],
    });
  });

  it("requires exactly one of repayment rate, payment and term", () => {
    const none = { ...MINIMAL, initialRepaymentPercent: undefined };
    expect(issues(none)).toEqual({
      initialRepaymentPercent: ["calculator:errors.repayment.chooseOne"],
      monthlyPayment: ["calculator:errors.repayment.chooseOne"],
      termYears: ["calculator:errors.repayment.chooseOne"],
    });
    expect(issues({ ...MINIMAL, termYears: 25 })).toEqual({
      initialRepaymentPercent: ["calculator:errors.repayment.chooseOne"],
      termYears: ["calculator:errors.repayment.chooseOne"],
    });
  });

  it("rejects a payment that does not cover the interest, now or after the fixed rate", () => {
    const byPayment = { ...MINIMAL, initialRepaymentPercent: undefined, monthlyPayment: 500 };
    expect(issues(byPayment)).toEqual({ monthlyPayment: ["calculator:errors.monthlyPayment.belowInterest"] });
    expect(issues({ ...MINIMAL, followUpInterestRatePercent: 9 })).toEqual({
      followUpInterestRatePercent: ["calculator:errors.followUpInterestRatePercent.belowInterest"],
    });
    expect(issues({ ...MINIMAL, followUpMonthlyPayment: 100 })).toEqual({
      followUpMonthlyPayment: ["calculator:errors.followUpMonthlyPayment.belowInterest"],
    });
  });

  it("checks the follow-up payment against the debt the special repayments leave", () => {
    // 300,000 € at 3 % + 1 %: 1,000 € a month. Without special repayments 265,064.66 € are left after ten years
    // (1,104.44 € interest a month at 5 %); with 10,000 € a year 150,206.06 € (625.86 €), which the payment covers.
    const stress = { ...MINIMAL, state: "NW", equity: 36_210, interestRatePercent: 3, initialRepaymentPercent: 1, followUpInterestRatePercent: 5 };
    expect(issues(stress)).toEqual({ followUpInterestRatePercent: ["calculator:errors.followUpInterestRatePercent.belowInterest"] });
    expect(issues({ ...stress, specialRepaymentYearly: 10_000 })).toEqual({});
    // 4 % + 2 % with the usual 5 % allowance (15,000 € a year) leaves 45,662.95 €: 8.5 % interest is 323.45 € a month.
    expect(
      issues({ ...stress, interestRatePercent: 4, initialRepaymentPercent: 2, specialRepaymentYearly: 15_000, followUpInterestRatePercent: 8.5 }),
    ).toEqual({});
  });

  it("allows declining-balance depreciation for new builds only", () => {
    expect(issues({ ...MINIMAL, decliningBalanceDepreciation: "on", completionYear: 2015 })).toEqual({
      decliningBalanceDepreciation: ["calculator:errors.decliningBalanceDepreciation.notEligible"],
    });
    expect(issues({ ...MINIMAL, decliningBalanceDepreciation: "true", completionYear: "2026" })).toEqual({});
    expect(issues({ ...MINIMAL, decliningBalanceDepreciation: "true", completionYear: "2025", contractDate: "2025-06-30" })).toEqual({});
  });

  it("refuses declining-balance depreciation where the contract date rules it out, naming why", () => {
    // Today is 22 Nov 2026: a 2023 building bought now was not acquired by the end of its year of completion.
    expect(issues({ ...MINIMAL, decliningBalanceDepreciation: "on", completionYear: 2023 })).toEqual({
      decliningBalanceDepreciation: ["calculator:errors.decliningBalanceDepreciation.boughtAfterCompletionYear"],
    });
    for (const [completionYear, contractDate] of [
      [2023, "2023-05-01"],
      [2030, "2030-03-01"],
    ] as const) {
      expect(issues({ ...MINIMAL, decliningBalanceDepreciation: "on", completionYear, contractDate })).toEqual({
        decliningBalanceDepreciation: ["calculator:errors.decliningBalanceDepreciation.contractOutsideWindow"],
      });
    }
  });

  it("wants a rent above zero or none at all", () => {
    expect(issues({ ...MINIMAL, coldRentMonthly: 0 })).toEqual({
      coldRentMonthly: ["calculator:errors.coldRentMonthly.invalid"],
    });
  });
});
