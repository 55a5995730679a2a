import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pathOf, type CapturedMail } from "../tests/support/mail";
import { adminClient } from "../tests/support/clients";
import { createConfirmedUser } from "../tests/support/session";
import { expect, hydrated, test } from "./fixtures";

/** The mail's link into the app, opened as a path so the test stays on the test server's origin. */
function confirmPath(mail: CapturedMail): string {
  const link = mail.links.find((href) => href.includes("/auth/confirm?"));
  if (!link) throw new Error(`no confirm link in "${mail.subject}"`);
  return pathOf(link);
}

async function fillPassword(page: Page, labels: RegExp[], value: string) {
  for (const label of labels) await page.getByLabel(label).fill(value);
}

async function logout(page: Page, menuLabel: string, button: string) {
  await hydrated(page);
  await page.getByRole("banner").getByLabel(menuLabel).click();
  await page.getByRole("button", { name: button }).click();
}

const journeys = [
  {
    lang: "en",
    prefix: "",
    t: {
      email: "Email",
      password: /^Password$/,
      confirm: "Confirm password",
      newPassword: /^New password$/,
      signup: "Sign up",
      login: "Login",
      reset: "Reset",
      send: "Send",
      save: "Save password",
      menu: "Your account",
      logout: "Logout",
      home: "Overview",
      confirmButton: "Confirm email address",
      continueButton: "Continue",
    },
    subjects: { confirm: /Confirm your email address/, recovery: /Set a new password/ },
  },
  {
    lang: "de",
    prefix: "/de",
    t: {
      email: "E-Mail",
      password: /^Passwort$/,
      confirm: "Passwort bestätigen",
      newPassword: /^Neues Passwort$/,
      signup: "Registrieren",
      login: "Anmelden",
      reset: "Zurücksetzen",
      send: "Senden",
      save: "Passwort speichern",
      menu: "Dein Konto",
      logout: "Abmelden",
      home: "Übersicht",
      confirmButton: "E-Mail-Adresse bestätigen",
      continueButton: "Weiter",
    },
    subjects: { confirm: /Bestätige deine E-Mail-Adresse/, recovery: /Lege ein neues Passwort/ },
  },
] as const;

for (const { lang, prefix, t, subjects } of journeys) {
  test(`sign up, confirm by mail, sign out, reset by mail, sign in with the new password (${lang})`, async ({ page, mailbox }, testInfo) => {
    test.skip(lang === "de" && testInfo.project.name === "no-js", "German runs once, with JavaScript; English runs in both modes.");
    test.setTimeout(60_000);
    const email = mailbox.address;
    const first = "first long passphrase";
    const second = "second long passphrase";

    await page.goto(`${prefix}/signup`);
    await page.getByLabel(t.email).fill(email);
    await fillPassword(page, [t.password], first);
    await page.getByLabel(t.confirm).fill(first);
    await page.getByRole("button", { name: t.signup }).click();
    await expect(page.getByRole("status")).toContainText(email);

    await page.goto(confirmPath(await mailbox.waitFor(subjects.confirm)));
    // Opening the link only names the account; the button confirms.
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: t.confirmButton }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/app$`));
    await expect(page.getByRole("banner").getByLabel(t.menu)).toBeVisible();

    await logout(page, t.menu, t.logout);
    await expect(page).toHaveURL(new RegExp(`${prefix || ""}/?$`));

    await page.goto(`${prefix}/reset`);
    await page.getByLabel(t.email).fill(email);
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByRole("status")).toContainText(email);
    await page.goto(confirmPath(await mailbox.waitFor(subjects.recovery)));
    await page.getByRole("button", { name: t.continueButton }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/reset/password$`));
    await expect(page.getByText(/within 15 minutes of opening the link|innerhalb von 15 Minuten/)).toBeVisible();
    await fillPassword(page, [t.newPassword], second);
    await page.getByLabel(t.confirm).fill(second);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/app$`));

    await logout(page, t.menu, t.logout);
    await page.goto(`${prefix}/login`);
    await page.getByLabel(t.email).fill(email);
    await fillPassword(page, [t.password], second);
    await page.getByRole("button", { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/app$`));
  });
}

test("signing in on a page in another language shows the app in the profile's language and theme", async ({ page }) => {
  const user = await createConfirmedUser({ locale: "de", fullName: "Grete" });
  const { error } = await adminClient().from("profiles").update({ theme: "dark" }).eq("id", user.id);
  expect(error).toBeNull();
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel(/^Password$/).fill(user.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/app$/);
  // With JavaScript, a navigation inside the English page would show it in English and the old theme.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hallo, Grete!");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveClass("dark");
  await expect(page.getByRole("banner").getByRole("link", { name: "Rechner" })).toBeVisible();
});

test("@js signing in where language and theme already fit stays inside the page", async ({ page }) => {
  const user = await createConfirmedUser({ locale: "de", fullName: "Grete" });
  await page.goto("/de/login");
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "document" && documents.push(request.url())));
  await page.getByLabel("E-Mail").fill(user.email);
  await page.getByLabel(/^Passwort$/).fill(user.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hallo, Grete!");
  await expect(page).toHaveURL(/\/de\/app$/);
  expect(documents).toEqual([]);
});

test("a wrong password shows the localized error and keeps the e-mail, not the password", async ({ page }) => {
  const user = await createConfirmedUser({ locale: "de" });
  await page.goto("/de/login");
  await page.getByLabel("E-Mail").fill(user.email);
  await page.getByLabel(/^Passwort$/).fill("definitely-not-it");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-Mail oder Passwort ist falsch.");
  await expect(page.getByLabel("E-Mail")).toHaveValue(user.email);
  await expect(page.getByLabel(/^Passwort$/)).toHaveValue("");
});

test("a signed-out visit of /de/my/settings signs in and returns there", async ({ page }) => {
  const user = await createConfirmedUser({ locale: "de" });
  await page.goto("/de/my/settings");
  await expect(page).toHaveURL(/\/de\/login\?redirectTo=%2Fde%2Fmy%2Fsettings$/);
  await page.getByLabel("E-Mail").fill(user.email);
  await page.getByLabel(/^Passwort$/).fill(user.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/my\/settings$/);
});

test("the auth pages with their errors showing have no serious or critical axe violations @js", async ({ page }) => {
  const pages = [
    { path: "/login", fill: async () => page.getByLabel(/^Password$/).fill("x"), submit: "Login" },
    { path: "/signup", fill: async () => page.getByLabel(/^Password$/).fill("short"), submit: "Sign up" },
    { path: "/reset", fill: async () => page.getByLabel("Email").fill("not-an-address"), submit: "Send" },
  ];
  for (const entry of pages) {
    await page.goto(entry.path);
    await entry.fill();
    await page.getByRole("button", { name: entry.submit, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${entry.path}: ${violation.id}`)).toEqual([]);
  }
});
