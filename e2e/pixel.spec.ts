import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { anonymousClient } from "../tests/support/clients";
import { pathOf } from "../tests/support/mail";
import { E2E_PIXEL_ID, testMetaUrl } from "../tests/support/test-env";
import { expect, hydrated, test } from "./fixtures";

// The browser pixel and the Conversions API both answer at the Meta stand-in (standins/meta) in the test run.
const metaOrigin = new URL(testMetaUrl()).origin;

interface Received {
  pixel: { event: string; eventId: string | null; url: string; referrer: string; autoConfig: boolean }[];
  server: { body: { data: { event_name: string; event_id: string; event_source_url: string; user_data: { em: string[] } }[] } }[];
}
const received = async (): Promise<Received> => (await fetch(`${metaOrigin}/__standin/received?pixel=${E2E_PIXEL_ID}`)).json();

/** Every request the page makes to the pixel's origin. */
function pixelRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(metaOrigin)) urls.push(request.url());
  });
  return urls;
}

const hasFbq = (page: Page) => page.evaluate(() => typeof window.fbq === "function");

test("the pixel loads only after consent to marketing and is gone once it is withdrawn @js", async ({ page, context }) => {
  const requests = pixelRequests(page);
  await page.goto("/");
  await hydrated(page);
  expect(await hasFbq(page)).toBe(false);
  await expect(page.locator("script[data-pixel]")).toHaveCount(0);
  expect(requests).toEqual([]);

  const pageView = page.waitForRequest((request) => request.url().startsWith(`${metaOrigin}/tr?`) && request.url().includes("ev=PageView"));
  await page.getByRole("region", { name: "Cookies and privacy" }).getByRole("button", { name: "Accept all" }).click();
  await pageView;
  await hydrated(page);
  expect(await hasFbq(page)).toBe(true);
  await expect(page.locator("script[data-pixel]")).toHaveCount(1);
  expect(requests.some((url) => url === `${metaOrigin}/fbevents.js`)).toBe(true);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain("_fbp");

  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await hydrated(page);
  await page.getByRole("checkbox", { name: /Marketing/ }).uncheck();
  await page.getByRole("button", { name: "Save choice" }).click();
  await expect(page.getByText(/marketing off/)).toBeVisible();
  await hydrated(page);
  const before = requests.length;
  expect(await hasFbq(page)).toBe(false);
  await expect(page.locator("script[data-pixel]")).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_fbp");
  // A client-side navigation afterwards reports nothing either.
  await page.getByRole("contentinfo").getByRole("link", { name: "Imprint" }).click();
  await expect(page).toHaveURL(/\/imprint$/);
  await hydrated(page);
  expect(requests.slice(before)).toEqual([]);
});

test("a confirmed sign-up is reported by the server only: the signed-in page it lands on carries no pixel @js", async ({ page, mailbox }) => {
  const requests = pixelRequests(page);
  await page.goto("/cookies");
  await hydrated(page);
  await page.getByRole("button", { name: "Accept all" }).click();
  await hydrated(page);
  const { error } = await anonymousClient().auth.signUp({ email: mailbox.address, password: "a long enough passphrase" });
  expect(error).toBeNull();
  const link = (await mailbox.waitFor(/Confirm your email address/)).links.find((href) => href.includes("/auth/confirm?"));
  await page.goto(pathOf(link!));
  await page.getByRole("button", { name: "Confirm email address" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await hydrated(page);

  const hashed = createHash("sha256").update(mailbox.address.toLowerCase()).digest("hex");
  const serverEvent = async () => (await received()).server.flatMap((call) => call.body.data).find((event) => event.user_data.em[0] === hashed);
  await expect.poll(async () => (await serverEvent())?.event_name ?? null).toBe("CompleteRegistration");
  // The address Meta gets is the page's, without the link's token or any other query.
  expect((await serverEvent())?.event_source_url).toMatch(/^http:\/\/[^?#]+\/auth\/confirm$/);
  expect(await hasFbq(page)).toBe(false);
  expect(requests).toEqual([]);
});

/** The pixel's reports (GET /tr) the page made, with the address, referrer and autoConfig they carried. */
function reports(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${metaOrigin}/tr?`)) seen.push(new URL(request.url()).searchParams);
  });
  return seen;
}
const pageView = (page: Page, path: string) =>
  page.waitForRequest((request) => {
    if (!request.url().startsWith(`${metaOrigin}/tr?`)) return false;
    const query = new URL(request.url()).searchParams;
    return query.get("ev") === "PageView" && new URL(query.get("dl") ?? "http://x").pathname === path;
  });

async function acceptAll(page: Page) {
  await page.goto("/cookies");
  await hydrated(page);
  await page.getByRole("button", { name: "Accept all" }).click();
  await hydrated(page);
}

const CALCULATION =
  "/calculator?purchasePrice=250000&state=BY&equity=13750&interestRatePercent=4.1&initialRepaymentPercent=2&marginalTaxRatePercent=42";

test("the pixel reports only clean addresses of public pages, with Meta's automatic events off @js", async ({ page }) => {
  const seen = reports(page);
  await acceptAll(page);
  // A calculation's address carries its figures: no pixel at all on it.
  await page.goto(CALCULATION);
  await hydrated(page);
  expect(await hasFbq(page)).toBe(false);

  const pricing = pageView(page, "/pricing");
  await page.goto("/pricing");
  await pricing;
  // Meta's script would report a history change itself unless told not to; this one carries a query.
  await page.evaluate(() => history.pushState(null, "", "/pricing?purchasePrice=250000"));
  await page.evaluate(() => history.replaceState(null, "", "/pricing"));
  // A client-side navigation to a public page is a page view (the sync point: everything before it arrived).
  const blog = pageView(page, "/blog");
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).filter({ visible: true }).first().click();
  await blog;

  expect(seen.map((query) => query.get("ev"))).toEqual(["PageView", "PageView"]);
  for (const query of seen) {
    expect(query.get("dl")).not.toMatch(/[?#]/);
    expect(query.get("rl")).not.toMatch(/[?#]/);
    expect(query.get("ac")).toBe("0");
  }
  const recorded = (await received()).pixel.filter((event) => seen.some((query) => query.get("dl") === event.url));
  expect(recorded.length).toBeGreaterThan(0);
  for (const event of recorded) expect(event).toMatchObject({ autoConfig: false });
});

test("no pixel on signed-in, chat, checkout, cancellation or withdrawal pages, even after consent @js", async ({ page, signIn }) => {
  await signIn();
  await acceptAll(page);
  const requests = pixelRequests(page);
  for (const path of ["/app", "/ai-chat", "/my/settings", "/checkout?interval=month", "/cancel-contract", "/withdraw", "/de/withdraw"]) {
    await page.goto(path);
    await hydrated(page);
    expect(await hasFbq(page), path).toBe(false);
  }
  expect(requests).toEqual([]);
  // The same visitor's consent does load it on a public page: what is absent above is absent by page.
  const pricing = pageView(page, "/pricing");
  await page.goto("/pricing");
  await pricing;
});
