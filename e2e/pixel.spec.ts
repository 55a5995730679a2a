import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { anonymousClient } from "../tests/support/clients";
import { pathOf } from "../tests/support/mail";
import { E2E_PIXEL_ID, testMetaUrl } from "../tests/support/test-env";
import { expect, hydrated, test } from "./fixtures";

// The browser pixel and the Conversions API both answer at the Meta stand-in (standins/meta) in the test run.
const metaOrigin = new URL(testMetaUrl()).origin;

interface Received {
  pixel: { event: string; eventId: string | null }[];
  server: { body: { data: { event_name: string; event_id: string; user_data: { em: string[] } }[] } }[];
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

test("a confirmed sign-up is reported by the pixel and the server with one event id @js", async ({ page, mailbox }) => {
  await page.goto("/cookies");
  await hydrated(page);
  await page.getByRole("button", { name: "Accept all" }).click();
  await hydrated(page);
  const { error } = await anonymousClient().auth.signUp({ email: mailbox.address, password: "a long enough passphrase" });
  expect(error).toBeNull();
  const link = (await mailbox.waitFor(/Confirm your email address/)).links.find((href) => href.includes("/auth/confirm?"));
  await page.goto(pathOf(link!));
  const reported = page.waitForRequest(
    (request) => request.url().startsWith(`${metaOrigin}/tr?`) && request.url().includes("ev=CompleteRegistration"),
  );
  await page.getByRole("button", { name: "Confirm email address" }).click();
  const eventId = new URL((await reported).url()).searchParams.get("eid");
  expect(eventId).toMatch(/^[0-9a-f-]{36}$/);

  const hashed = createHash("sha256").update(mailbox.address.toLowerCase()).digest("hex");
  await expect
    .poll(async () => (await received()).server.flatMap((call) => call.body.data).find((event) => event.user_data.em[0] === hashed)?.event_id ?? null)
    .toBe(eventId);
});
