import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { userClient } from "../support/clients";
import { postForm } from "../support/http";
import { signedInUser } from "../support/account";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

it("a session signed in with the password cannot set a new one on the reset page; it is sent to settings", async () => {
  const user = await signedInUser();
  const page = await fetch(`${app.url}/reset/password`, { headers: { Cookie: user.cookie } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("use your settings");
  expect(html).not.toContain('name="confirmPassword"');

  const answer = await postForm(
    app,
    "/reset/password",
    { password: "taken over with a borrowed session", confirmPassword: "taken over with a borrowed session" },
    { Cookie: user.cookie },
  );
  expect(answer.status).toBe(403);
  expect(await answer.text()).toContain("only be set here right after opening the link from the reset mail");
  // The password did not change: the old one still signs in, the attacker's does not.
  await expect(userClient(user.email, user.password)).resolves.toBeDefined();
  await expect(userClient(user.email, "taken over with a borrowed session")).rejects.toThrow();
});

it("signed out, the page says the link has run out", async () => {
  const html = await (await fetch(`${app.url}/de/reset/password`)).text();
  expect(html).toContain("Dieser Link ist nicht mehr gültig.");
});
