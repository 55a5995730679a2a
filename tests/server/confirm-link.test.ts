import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { anonymousClient } from "../support/clients";
import { pathOf, waitForMail } from "../support/mail";
import { uniqueEmail } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const sessionCookieSet = (response: Response) => response.headers.getSetCookie().some((cookie) => /^sb-[^=]+-auth-token(\.\d+)?=[^;]+/.test(cookie));

/** A real sign-up: the backend mails the confirmation link through the app's Send Email Hook. */
async function signUpLink(): Promise<{ email: string; path: string }> {
  const email = uniqueEmail("confirm-link");
  const { error } = await anonymousClient().auth.signUp({ email, password: "a long enough passphrase" });
  if (error) throw error;
  const mail = await waitForMail({ to: email, subject: /Confirm your email address/ });
  const link = mail.links.find((href) => href.includes("/auth/confirm?"));
  if (!link) throw new Error("no confirmation link");
  return { email, path: pathOf(link) };
}

it("opening a mail link only shows a page naming the account; the token is used by its POST button", async () => {
  const { email, path } = await signUpLink();
  for (let visit = 0; visit < 2; visit++) {
    const page = await fetch(app.url + path, { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(sessionCookieSet(page)).toBe(false);
    const html = await page.text();
    expect(html).toContain(`Confirm ${email} as the address of your Kolleague account.`);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(`name="token_hash"`);
  }
  const query = new URL(app.url + path).searchParams;
  const confirmed = await fetch(app.url + "/auth/confirm", {
    method: "POST",
    headers: { Origin: app.url },
    body: new URLSearchParams({ type: query.get("type")!, token_hash: query.get("token_hash")!, next: query.get("next")! }),
    redirect: "manual",
  });
  expect(confirmed.status).toBe(302);
  expect(confirmed.headers.get("location")).toBe("/app");
  expect(sessionCookieSet(confirmed)).toBe(true);
});

it("names nobody when the address in the link was changed, and refuses a POST from another site", async () => {
  const { path } = await signUpLink();
  const url = new URL(app.url + path);
  url.searchParams.set("email", "attacker@example.test");
  const html = await (await fetch(url)).text();
  expect(html).not.toContain("attacker@example.test");
  expect(html).toContain("Confirm the email address of your Kolleague account.");

  const forged = await fetch(app.url + "/auth/confirm", {
    method: "POST",
    headers: { Origin: "https://evil.example" },
    body: new URLSearchParams({ type: "signup", token_hash: url.searchParams.get("token_hash")!, next: "/app" }),
    redirect: "manual",
  });
  expect(forged.status).toBe(403);
  expect(sessionCookieSet(forged)).toBe(false);
});
