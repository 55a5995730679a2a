import { describe, expect, it } from "vitest";
import { toSearch } from "#app/features/calculation/view/query";
import { calculate } from "#app/features/calculation/view/run";
import { openSaved, type SavedRow } from "./open-saved";
import { CURRENT_INPUTS_VERSION, migrateInputs, storedToQuery, toStoredInputs, type InputsMigration } from "./stored-inputs";

const TODAY = "2026-11-22";
const URL_QUERY = {
  purchasePrice: "300000",
  state: "NW",
  contractDate: "2026-03-01",
  equity: "60000",
  interestRatePercent: "3.8",
  initialRepaymentPercent: "2",
  coldRentMonthly: "1000",
  livingAreaSqm: "75",
  completionYear: "2026",
  decliningBalanceDepreciation: "true",
};

function validInput() {
  const outcome = calculate(URL_QUERY, TODAY);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome;
}

/**
 * A made-up history for the tests: version 1 stored the price as `price` and the interest rate as a
 * fraction (0.038); version 2 is today's format. The real table starts at version 1 with today's format.
 */
const FAKE_MIGRATIONS: Record<number, InputsMigration> = {
  1: ({ price, interestRate, ...rest }) => ({
    ...rest,
    purchasePrice: price,
    interestRatePercent: Math.round(Number(interestRate) * 100_000) / 1000,
  }),
};

const row = (inputs: unknown, version: number): SavedRow => ({
  id: "0b7d3a52-9a4e-4d59-9a43-3c2f1f9a1d10",
  name: "Flat in Cologne",
  inputs,
  schema_version: version,
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-02T10:00:00Z",
});

describe("migrating stored inputs between versions", () => {
  it("returns current-version inputs unchanged", () => {
    const inputs = { purchasePrice: 1 };
    expect(migrateInputs(inputs, CURRENT_INPUTS_VERSION)).toEqual({ ok: true, inputs });
  });

  it("runs every step from the stored version to the current one, without touching the stored object", () => {
    const stored = Object.freeze({ price: 300_000, interestRate: 0.038, state: "NW" });
    const twoSteps = { ...FAKE_MIGRATIONS, 2: (inputs: Readonly<Record<string, unknown>>) => ({ ...inputs, state: `DE-${String(inputs.state)}` }) };
    expect(migrateInputs(stored, 1, twoSteps, 3)).toEqual({ ok: true, inputs: { purchasePrice: 300_000, interestRatePercent: 3.8, state: "DE-NW" } });
    expect(stored).toEqual({ price: 300_000, interestRate: 0.038, state: "NW" });
  });

  it("refuses a version from a later release, a version without a path, and a non-object", () => {
    expect(migrateInputs({}, CURRENT_INPUTS_VERSION + 1)).toEqual({ ok: false, problem: "newer" });
    expect(migrateInputs({}, 1, {}, 2)).toEqual({ ok: false, problem: "unknownVersion" });
    expect(migrateInputs({}, 0)).toEqual({ ok: false, problem: "unknownVersion" });
    expect(migrateInputs([1, 2], 1)).toEqual({ ok: false, problem: "notAnObject" });
    expect(migrateInputs(null, 1)).toEqual({ ok: false, problem: "notAnObject" });
  });
});

describe("opening a saved calculation", () => {
  it("gives the result the calculator shows for the same inputs, with a URL that reproduces it", () => {
    const { input, result } = validInput();
    const saved = openSaved(row(JSON.parse(JSON.stringify(toStoredInputs(input))), CURRENT_INPUTS_VERSION), TODAY);
    expect(saved.outcome).toEqual({ ok: true, input, result });
    const reopened = calculate(Object.fromEntries(new URLSearchParams(saved.search)), "2031-01-01");
    expect(reopened.ok && reopened.result).toEqual(result);
  });

  it("opens a save of an older format after the engine moved on, with the same result", () => {
    const { input, result } = validInput();
    const { purchasePrice, interestRatePercent, ...rest } = toStoredInputs(input);
    const oldFormat = { ...rest, price: purchasePrice, interestRate: Number(interestRatePercent) / 100 };
    const saved = openSaved(row(oldFormat, 1), TODAY, { migrations: FAKE_MIGRATIONS, current: 2 });
    expect(saved.outcome).toEqual({ ok: true, input, result });
  });

  it("lists a save it cannot open with the reason", () => {
    const { input } = validInput();
    expect(openSaved(row(toStoredInputs(input), CURRENT_INPUTS_VERSION + 1), TODAY).outcome).toEqual({ ok: false, problem: "newer" });
    // Inputs today's rules refuse still open in the calculator, which names what to correct.
    const refused = openSaved(row({ ...toStoredInputs(input), equity: -5 }, CURRENT_INPUTS_VERSION), TODAY);
    expect(refused.outcome).toEqual({ ok: false, problem: "refused" });
    expect(refused.search).toContain("equity=-5");
    expect(openSaved(row("not an object", CURRENT_INPUTS_VERSION), TODAY).outcome).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("stored inputs as the calculator URL", () => {
  it("writes plain numbers without exponents, drops unknown keys and false checkboxes", () => {
    const query = storedToQuery({ purchasePrice: 300000, vacancyPercent: 1e-7, state: "NW", decliningBalanceDepreciation: false, unknown: 5 });
    expect(query).toEqual({ purchasePrice: "300000", vacancyPercent: "0.0000001", state: "NW" });
    expect(toSearch(storedToQuery({ decliningBalanceDepreciation: true }))).toBe("?decliningBalanceDepreciation=true");
  });
});
