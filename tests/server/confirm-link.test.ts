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
    // Every field of the link, as the page's button posts them.
    body: query,
    redirect: "manual",
  });
  expect(confirmed.status).toBe(302);
  expect(confirmed.headers.get("location")).toBe("/app");
  expect(sessionCookieSet(confirmed)).toBe(true);
});

it("refuses a link whose address or signature was changed or removed, on the page and in a POST, and a POST from another site", async () => {
  const { path } = await signUpLink();
  const link = new URL(app.url + path);
  const variants = {
    otherAddress: (url: URL) => url.searchParams.set("email", "attacker@example.test"),
    otherSignature: (url: URL) => url.searchParams.set("sig", "A".repeat(43)),
    // Someone's own link, stripped so that it names nobody, sent to another person to press.
    stripped: (url: URL) => {
      url.searchParams.delete("email");
      url.searchParams.delete("sig");
    },
  };
  for (const [name, change] of Object.entries(variants)) {
    const url = new URL(link);
    change(url);
    const html = await (await fetch(url)).text();
    expect(html, name).not.toContain("attacker@example.test");
    expect(html, name).not.toContain(`name="token_hash"`);
    expect(html, name).toContain("This link is invalid or has expired");
    const posted = await fetch(app.url + "/auth/confirm", {
      method: "POST",
      headers: { Origin: app.url },
      body: url.searchParams,
      redirect: "manual",
    });
    expect(posted.status, name).toBe(302);
    expect(posted.headers.get("location"), name).toBe("/login");
    expect(sessionCookieSet(posted), name).toBe(false);
  }

  const forged = await fetch(app.url + "/auth/confirm", {
    method: "POST",
    headers: { Origin: "https://evil.example" },
    body: link.searchParams,
    redirect: "manual",
  });
  expect(forged.status).toBe(403);
  expect(sessionCookieSet(forged)).toBe(false);

  // The untouched link still works: none of the refused attempts used up its token.
  const confirmed = await fetch(app.url + "/auth/confirm", {
    method: "POST",
    headers: { Origin: app.url },
    body: link.searchParams,
    redirect: "manual",
  });
  expect(confirmed.status).toBe(302);
  expect(sessionCookieSet(confirmed)).toBe(true);
});
