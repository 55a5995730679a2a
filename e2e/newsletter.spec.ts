import type { Page } from "@playwright/test";
import { adminClient } from "../tests/support/clients";
import { linkTo, pathOf } from "../tests/support/mail";
import { expect, test, type Mailbox } from "./fixtures";

const status = async (email: string) =>
  (await adminClient().from("newsletter_subscribers").select("status").eq("email", email).maybeSingle()).data?.status;

async function confirmAndUnsubscribe(
  page: Page,
  mailbox: Mailbox,
  t: { confirmSubject: RegExp; confirm: string; active: string; welcome: RegExp; unsubscribe: string; gone: string },
) {
  const email = mailbox.address;
  const confirmation = await mailbox.waitFor(t.confirmSubject);
  expect(await status(email)).toBe("pending");
  await page.goto(pathOf(linkTo(confirmation, "/newsletter/confirm")));
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page.getByRole("status")).toContainText(t.active);
  expect(await status(email)).toBe("active");

  const welcome = await mailbox.waitFor(t.welcome);
  await page.goto(pathOf(linkTo(welcome, "/newsletter/unsubscribe")));
  await page.getByRole("main").getByRole("button", { name: t.unsubscribe }).click();
  await expect(page.getByRole("status")).toContainText(t.gone);
  expect(await status(email)).toBe("unsubscribed");
}

test("footer sign-up, confirmation mail, confirm, active, unsubscribe (en)", async ({ page, mailbox }) => {
  const email = mailbox.address;
  await page.goto("/pricing");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  // With JavaScript the answer appears in the footer; without, the newsletter page shows it.
  await expect(page.getByRole("status").filter({ hasText: "Almost done" })).toContainText(email);
  await confirmAndUnsubscribe(page, mailbox, {
    confirmSubject: /Please confirm your Kolleague newsletter/,
    confirm: "Confirm subscription",
    active: "Your subscription is active",
    welcome: /Welcome to the Kolleague newsletter/,
    unsubscribe: "Unsubscribe",
    gone: "You are unsubscribed",
  });
});

test("blog sign-up in German with German mails and pages", async ({ page, mailbox }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "German runs once, with JavaScript; the footer flow runs in both modes.");
  const email = mailbox.address;
  await page.goto("/de/blog");
  const box = page.getByRole("main").getByRole("form", { name: "Neue Beiträge per E-Mail" });
  await box.getByLabel("E-Mail-Adresse").fill(email);
  await box.getByRole("button", { name: "Abonnieren" }).click();
  await expect(box.getByRole("status")).toContainText("Fast geschafft");
  const row = (await adminClient().from("newsletter_subscribers").select("locale, source").eq("email", email).single()).data;
  expect(row).toEqual({ locale: "de", source: "blog" });
  await confirmAndUnsubscribe(page, mailbox, {
    confirmSubject: /Bitte bestätige dein Abonnement/,
    confirm: "Abonnement bestätigen",
    active: "Dein Abonnement ist aktiv",
    welcome: /Willkommen beim Kolleague-Newsletter/,
    unsubscribe: "Abmelden",
    gone: "Du bist abgemeldet",
  });
});
