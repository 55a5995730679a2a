import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { visibleText } from "../support/html";

// Issue 23's product decision: the page shows the yearly schedule; every month only on request, so the usual
// page carries no monthly rows in its HTML or its loader data. 250,000 at 4.1 % + 2 %: 327 months.
const LOAN =
  "purchasePrice=250000&state=BY&notaryPercent=1.5&landRegistryPercent=0.5&brokerPercent=0&equity=13750&interestRatePercent=4.1&initialRepaymentPercent=2&coldRentMonthly=900";
// The balance after the first month: only a monthly row holds it (a yearly row shows the balance after 12).
const FIRST_MONTH_BALANCE = { html: "249,583.34", data: "249583.34" };

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const text = async (path: string) => {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
/** Rows of the monthly table (the yearly one comes before it and has rows of the same form). */
const monthRows = (html: string) => {
  const start = html.indexOf('id="schedule-monthly"');
  if (start < 0) return 0;
  return (html.slice(start, html.indexOf("</table>", start)).match(/<th scope="row">\d+<\/th>/g) ?? []).length;
};

describe("the calculator's monthly schedule", () => {
  it("is a link, not rows, on the usual page and in its loader data", async () => {
    const html = await text(`/calculator?${LOAN}`);
    expect(html).toContain(`href="/calculator?${LOAN.replaceAll("&", "&amp;")}&amp;months=all#schedule-monthly"`);
    expect(html).toContain("Show all 327 months");
    expect(html).not.toContain('id="schedule-monthly"');
    expect(html).not.toContain(FIRST_MONTH_BALANCE.html);
    expect(monthRows(html)).toBe(0);
    expect(await text(`/calculator.data?${LOAN}`)).not.toContain(FIRST_MONTH_BALANCE.data);
  });

  it("shows every month for ?months=all, in the HTML and the loader data, with the way back", async () => {
    const html = await text(`/de/calculator?${LOAN}&months=all`);
    expect(html).toContain('id="schedule-monthly"');
    expect(monthRows(html)).toBe(327);
    expect(html).toContain("249.583,34");
    expect(html).toContain(`href="/de/calculator?${LOAN.replaceAll("&", "&amp;")}#schedule"`);
    expect(html).toContain("Nur die Jahre zeigen");
    expect(await text(`/de/calculator.data?${LOAN}&months=all`)).toContain(FIRST_MONTH_BALANCE.data);
  });

  it("treats ?months=all alone as no calculation", async () => {
    const html = await text("/calculator?months=all");
    expect(html).not.toContain('id="schedule-monthly"');
    expect(html).toContain('id="results"');
  });
});

describe("a loan repaid within its term", () => {
  it("names no payment after the fixed-rate period, and the chart's summary names the year it is repaid", async () => {
    const html = visibleText(await text("/calculator?purchasePrice=300000&state=NW&equity=60000&interestRatePercent=3.8&termYears=8"));
    expect(html).toContain("Monthly payment after the fixed-rate period €0.00");
    expect(html).toMatch(/The loan balance goes from €[\d,.]+ at purchase to €0\.00 after year 8;/);
  });
});
