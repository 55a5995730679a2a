import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { expect, hydrated, test } from "./fixtures";

/** Without SUPPORT_INBOX and with the operator's e-mail still a placeholder, support mail goes to MAIL_FROM's address. */
const INBOX = "hello@kolleague.local";

const pages = [
  {
    lang: "en",
    path: "/support",
    t: {
      name: "Your name",
      email: "Your email address",
      subject: "Subject",
      message: "Message",
      send: "Send message",
      sent: "Thank you, your message has been sent",
      mailSubject: "Support request: ",
    },
  },
  {
    lang: "de",
    path: "/de/support",
    t: {
      name: "Dein Name",
      email: "Deine E-Mail-Adresse",
      subject: "Betreff",
      message: "Nachricht",
      send: "Nachricht senden",
      sent: "Danke, deine Nachricht ist verschickt",
      mailSubject: "Support-Anfrage: ",
    },
  },
] as const;

for (const { lang, path, t } of pages) {
  test(`the support form reaches the operator's inbox with Reply-To the sender and confirms on the page (${lang})`, async ({
    page,
    mailbox,
  }, testInfo) => {
    test.skip(lang === "de" && testInfo.project.name === "no-js", "German runs once, with JavaScript; English runs in both modes.");
    const sender = mailbox.address;
    const subject = `Financing question ${randomUUID().slice(0, 8)}`;
    await page.goto(path);
    await page.getByLabel(t.name, { exact: true }).fill("Ada Lovelace");
    await page.getByLabel(t.email, { exact: true }).fill(sender);
    await page.getByLabel(t.subject, { exact: true }).fill(subject);
    await page.getByLabel(t.message, { exact: true }).fill("How much equity do I need for a flat in Leipzig?");
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByRole("status")).toContainText(t.sent);

    const mail = await mailbox.waitFor(subject, INBOX);
    expect(mail.subject).toBe(`${t.mailSubject}${subject}`);
    expect(mail.headers["reply-to"]).toBe(sender);
    expect(mail.text).toContain("How much equity do I need for a flat in Leipzig?");
    // The operator's copy left in the same request: it is the sync point for "nothing to the sender".
    await mailbox.expectNone({ to: sender }, { to: INBOX, subject });
  });
}

test("errors name the fields and keep what was typed", async ({ page }) => {
  await page.goto("/support");
  // With JavaScript the form validates in the browser once React has attached it; a click before that is
  // a plain post that races the hydration of the page it lands on.
  await hydrated(page);
  await page.getByLabel("Your name", { exact: true }).fill("Ada Lovelace");
  // The browser accepts this address; the server's rule does not.
  await page.getByLabel("Your email address", { exact: true }).fill("ada@localhost");
  await page.getByLabel("Subject", { exact: true }).fill("Kept subject");
  await page.getByLabel("Message", { exact: true }).fill("Too short");
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByLabel("Your email address", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("at least 10 characters")).toBeVisible();
  await expect(page.getByLabel("Your name", { exact: true })).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Your email address", { exact: true })).toHaveValue("ada@localhost");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("Kept subject");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Too short");
});

test("the support page with errors has no serious accessibility violations @js", async ({ page }) => {
  await page.goto("/support");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel("Your name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => violation.id)).toEqual([]);
});
