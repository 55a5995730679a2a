import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const calculate = (body: unknown, headers: Record<string, string> = {}, query = "") =>
  fetch(`${app.url}/api/calculate${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

// Equity equal to the purchase costs makes the loan exactly the price (README, "JSON API").
const LOAN_250K = {
  purchasePrice: 250_000,
  state: "BY",
  notaryPercent: 1.5,
  landRegistryPercent: 0.5,
  brokerPercent: 0,
  equity: 13_750,
  interestRatePercent: 4.1,
  initialRepaymentPercent: 2,
  contractDate: "2026-03-15",
};

describe("worked examples through POST /api/calculate", () => {
  it("250,000 at 4.10 % + 2 %: 1,270.83 a month; month 1 interest 854.17, principal 416.66", async () => {
    const response = await calculate(LOAN_250K);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const result = await response.json();
    expect(result).toMatchObject({ loanAmount: 250_000, monthlyPayment: 1270.83, ownerOccupied: true, grossYieldPercent: null });
    expect(result.monthly.interest[0]).toBe(854.17);
    expect(result.monthly.principal[0]).toBe(416.66);
    expect(result.monthly.balance[0]).toBe(249_583.34);
  });

  it("300,000 at 3 % + 2 %: 1,250.00; and the NRW purchase costs of 36,210.00", async () => {
    const result = await (
      await calculate({ purchasePrice: 300_000, state: "NW", equity: 36_210, interestRatePercent: 3, initialRepaymentPercent: 2 })
    ).json();
    expect(result.transferTaxPercent).toBe(6.5);
    expect(result.purchaseCosts.total).toBe(36_210);
    expect(result.loanAmount).toBe(300_000);
    expect(result.monthlyPayment).toBe(1250);
  });

  it("240,000 repaid over 25 years at 3.5 %: 1,201.50, with canonical strings as input", async () => {
    const result = await (
      await calculate({
        purchasePrice: "240000",
        state: "DE-BY",
        notaryPercent: "0",
        landRegistryPercent: "0",
        brokerPercent: "0",
        equity: "8400",
        interestRatePercent: "3.5",
        termYears: "25",
        fixedRateYears: "25",
      })
    ).json();
    expect(result.loanAmount).toBe(240_000);
    expect(result.monthlyPayment).toBe(1201.5);
    expect(result.payoffMonths).toBeGreaterThanOrEqual(299);
    expect(result.payoffMonths).toBeLessThanOrEqual(301);
  });

  it("returns the rental figures the issue names for a let property", async () => {
    const result = await (await calculate({ ...LOAN_250K, coldRentMonthly: 1000 })).json();
    for (const field of [
      "grossYieldPercent",
      "netYieldPercent",
      "purchasePriceFactor",
      "cashFlowBeforeTaxMonthly",
      "cashFlowAfterTaxMonthly",
      "irrPercent",
      "residualDebtEndOfFixedRate",
      "totalInterest",
    ]) {
      expect(typeof result[field], field).toBe("number");
    }
    expect(Object.keys(result.yearly[0])).toEqual(
      expect.arrayContaining(["year", "interest", "principal", "balance", "cashFlowBeforeTax", "cashFlowAfterTax"]),
    );
  });
});

describe("invalid input", () => {
  it("answers 400 with field messages in English by default", async () => {
    const response = await calculate({ purchasePrice: "300.000", state: "XX", interestRatePercent: 4 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        purchasePrice: ["Enter a purchase price between €1,000 and €100,000,000."],
        state: ["Choose one of the 16 federal states."],
        equity: ["Enter your equity (0 if you have none)."],
      },
    });
  });

  it("speaks German for Accept-Language de and for ?lang=de", async () => {
    const byHeader = await (await calculate({ ...LOAN_250K, termYears: 20 }, { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" })).json();
    expect(byHeader.errors.termYears[0]).toMatch(/^Gib genau eins/);
    const byQuery = await (await calculate({ ...LOAN_250K, equity: -1 }, { "Accept-Language": "en" }, "?lang=de")).json();
    expect(byQuery.errors.equity).toEqual(["Gib Eigenkapital zwischen 0 € und 200.000.000 € ein."]);
  });

  it("answers 400, not 500, for malformed JSON and for JSON that is not an object", async () => {
    const malformed = await calculate("{purchasePrice: 1");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ errors: { body: ["The request body is not valid JSON."] } });
    for (const body of ["[]", "null", "42", ""]) {
      const response = await calculate(body, { "Accept-Language": "de" });
      expect(response.status, body).toBe(400);
      expect(Object.keys((await response.json()).errors), body).toEqual(["body"]);
    }
  });

  it("answers 413 for a body over 64 KB, declared or streamed without a length", async () => {
    const response = await calculate({ ...LOAN_250K, padding: "x".repeat(70_000) });
    expect(response.status).toBe(413);
    expect((await response.json()).errors.body).toEqual(["The request body is larger than 64 KB."]);
    const chunk = new TextEncoder().encode(" ".repeat(16_384));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(`${app.url}/api/calculate`, { method: "POST", body: endless, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("takes no Origin and refuses GET with 405", async () => {
    const response = await fetch(`${app.url}/api/calculate`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("rate limit", () => {
  let limited: RunningApp;
  beforeAll(async () => {
    limited = await startApp({ RATE_LIMIT_CALCULATE_IP: "3/1m" });
  });
  afterAll(() => limited.stop());

  it("answers 429 with Retry-After once the per-IP limit is used up", async () => {
    const post = () =>
      fetch(`${limited.url}/api/calculate`, { method: "POST", body: JSON.stringify(LOAN_250K), headers: { "Accept-Language": "de" } });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await refused.json()).errors.request[0]).toContain("Zu viele Berechnungen");
  });
});
