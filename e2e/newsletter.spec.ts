import { expect, test, type Page } from "@playwright/test";
import { adminClient } from "../tests/server/account-helpers";
import { backendUrl, uniqueEmail } from "../tests/support/session";

interface CapturedMail {
  id: string;
  subject: string;
  links: string[];
}

async function waitForMail(to: string, subject: RegExp): Promise<CapturedMail> {
  for (let i = 0; i < 100; i++) {
    const list = (await (await fetch(`${backendUrl()}/__mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as CapturedMail[];
    const match = list.find((mail) => subject.test(mail.subject));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** The mail's link to a newsletter page, as a path on the test server. */
function linkPath(mail: CapturedMail, page: string): string {
  const link = mail.links.find((href) => new URL(href).pathname.endsWith(page));
  if (!link) throw new Error(`no ${page} link in "${mail.subject}"`);
  const url = new URL(link);
  return url.pathname + url.search;
}

const status = async (email: string) => (await adminClient().from("newsletter_subscribers").select("status").eq("email", email).maybeSingle()).data?.status;

async function confirmAndUnsubscribe(page: Page, email: string, t: { confirmSubject: RegExp; confirm: string; active: string; welcome: RegExp; unsubscribe: string; gone: string }) {
  const confirmation = await waitForMail(email, t.confirmSubject);
  expect(await status(email)).toBe("pending");
  await page.goto(linkPath(confirmation, "/newsletter/confirm"));
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page.getByRole("status")).toContainText(t.active);
  expect(await status(email)).toBe("active");

  const welcome = await waitForMail(email, t.welcome);
  await page.goto(linkPath(welcome, "/newsletter/unsubscribe"));
  await page.getByRole("main").getByRole("button", { name: t.unsubscribe }).click();
  await expect(page.getByRole("status")).toContainText(t.gone);
  expect(await status(email)).toBe("unsubscribed");
}

test("footer sign-up, confirmation mail, confirm, active, unsubscribe (en)", async ({ page }) => {
  const email = uniqueEmail("news-e2e-footer");
  await page.goto("/pricing");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  // With JavaScript the answer appears in the footer; without, the newsletter page shows it.
  await expect(page.getByRole("status").filter({ hasText: "Almost done" })).toContainText(email);
  await confirmAndUnsubscribe(page, email, {
    confirmSubject: /Please confirm your Kolleague newsletter/,
    confirm: "Confirm subscription",
    active: "Your subscription is active",
    welcome: /Welcome to the Kolleague newsletter/,
    unsubscribe: "Unsubscribe",
    gone: "You are unsubscribed",
  });
});

test("blog sign-up in German with German mails and pages", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "German runs once, with JavaScript; the footer flow runs in both modes.");
  const email = uniqueEmail("news-e2e-blog");
  await page.goto("/de/blog");
  const box = page.getByRole("main").getByRole("form", { name: "Neue Beiträge per E-Mail" });
  await box.getByLabel("E-Mail-Adresse").fill(email);
  await box.getByRole("button", { name: "Abonnieren" }).click();
  await expect(box.getByRole("status")).toContainText("Fast geschafft");
  const row = (await adminClient().from("newsletter_subscribers").select("locale, source").eq("email", email).single()).data;
  expect(row).toEqual({ locale: "de", source: "blog" });
  await confirmAndUnsubscribe(page, email, {
    confirmSubject: /Bitte bestätige dein Abonnement/,
    confirm: "Abonnement bestätigen",
    active: "Dein Abonnement ist aktiv",
    welcome: /Willkommen beim Kolleague-Newsletter/,
    unsubscribe: "Abmelden",
    gone: "Du bist abgemeldet",
  });
});
