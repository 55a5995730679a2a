import { describe, expect, it } from "vitest";
import { signedInUser } from "../support/account";
import { billingAppForFile, control, orderAndPay } from "../support/billing";

const billing = billingAppForFile();

/** The text of the page's status region: from its opening tag to the link that follows it. */
async function statusText(cookie: string, path: string, nextLink: string): Promise<string> {
  const html = await (await fetch(billing.app.url + path, { headers: { Cookie: cookie } })).text();
  const region = /<div role="status">([\s\S]*?)<a [^>]*>([^<]*)<\/a>/.exec(html);
  expect(region?.[2], "the link after the status region").toBe(nextLink);
  return region![1]!
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the checkout success page", () => {
  it("swaps the confirmation into the same status region, so screen readers announce it", async () => {
    const user = await signedInUser("Status Region");
    await control(billing.standIn, "webhooks/hold");
    const { returnTo } = await orderAndPay(billing.app, user.cookie, "month", "/de/checkout");
    const path = new URL(returnTo).pathname + new URL(returnTo).search;
    expect(await statusText(user.cookie, path, "Erneut prüfen")).toBe(
      "Stripe meldet uns gerade deine Zahlung. Das dauert meist nur ein paar Sekunden.",
    );
    await control(billing.standIn, "webhooks/release", { order: "original" });
    expect(await statusText(user.cookie, path, "Deine Mitgliedschaft in den Einstellungen")).toMatch(/^Kolleague Plus · monatlich /);
  });
});
