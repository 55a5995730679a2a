import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, userClient } from "../support/clients";
import { postAccountDeletion, postAvatar, postPasswordChange, profileRow, samplePng, signedInUser, storedAvatars } from "../support/account";
import { postForm } from "../support/http";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

describe("download my data", () => {
  it("contains the account, the profile and the avatar; signed out it is 401", async () => {
    const user = await signedInUser("Export Person");
    expect((await postAvatar(app, user.cookie, await samplePng(), "me.png", "image/png")).status).toBe(302);
    const response = await fetch(`${app.url}/resources/my-data.json`, { headers: { Cookie: user.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="kolleague-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = await response.json();
    expect(exported.account).toMatchObject({ id: user.id, email: user.email });
    expect(exported.tables.profiles).toEqual([
      expect.objectContaining({ id: user.id, full_name: "Export Person", avatar_url: `${user.id}/avatar.webp` }),
    ]);
    expect(exported.files).toEqual([expect.objectContaining({ bucket: "avatars", path: `${user.id}/avatar.webp`, contentType: "image/webp" })]);
    expect(exported.files[0].dataUri).toMatch(/^data:image\/webp;base64,UklGR/);

    expect((await fetch(`${app.url}/resources/my-data.json`)).status).toBe(401);
  });
});

describe("settings", () => {
  it("saves language and theme in the profile and applies them at once", async () => {
    const user = await signedInUser();
    const response = await postForm(app, "/my/settings", { intent: "preferences", locale: "de", theme: "dark" }, { Cookie: user.cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/de/my/settings");
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/^lng=/m);
    expect(cookies).toMatch(/^theme=/m);
    expect(await profileRow(user.id)).toMatchObject({ locale: "de", theme: "dark" });
    await postForm(app, "/de/my/settings", { intent: "preferences", locale: "en", theme: "system" }, { Cookie: user.cookie });
    expect(await profileRow(user.id)).toMatchObject({ locale: "en", theme: null });
  });

  it("changes the password only with the right current password", async () => {
    const user = await signedInUser();
    const wrong = await postPasswordChange(app, user.cookie, { currentPassword: "not-it-at-all", password: "a brand new passphrase" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("This is not your current password.");
    const mismatch = await postPasswordChange(app, user.cookie, {
      currentPassword: user.password,
      password: "a brand new passphrase",
      confirmPassword: "something else",
    });
    expect(await mismatch.text()).toContain("The passwords do not match");
    const ok = await postPasswordChange(app, user.cookie, { currentPassword: user.password, password: "a brand new passphrase" });
    expect(ok.status).toBe(302);
    await expect(userClient(user.email, "a brand new passphrase")).resolves.toBeTruthy();
  });

  it("starts an e-mail change and shows the check-your-inbox state", async () => {
    const user = await signedInUser();
    const response = await postForm(app, "/my/settings", { intent: "email", email: `new-${user.email}` }, { Cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Check your inbox");
    const { data } = await adminClient().auth.admin.getUserById(user.id);
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.new_email).toBe(`new-${user.email}`);
  });
});

describe("delete my account", () => {
  it("needs the e-mail typed out and the password, then removes the auth user, profile and avatar files", async () => {
    const user = await signedInUser();
    expect((await postAvatar(app, user.cookie, await samplePng(), "me.png", "image/png")).status).toBe(302);

    const refused = await postForm(
      app,
      "/my/settings",
      { intent: "delete", confirmation: "yes please", password: user.password },
      { Cookie: user.cookie },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Type your email address exactly as shown.");
    // A session alone is not enough: without the password, or with a wrong one, nothing is deleted.
    const withoutPassword = await postForm(app, "/my/settings", { intent: "delete", confirmation: user.email }, { Cookie: user.cookie });
    expect(withoutPassword.status).toBe(400);
    const wrongPassword = await postForm(
      app,
      "/my/settings",
      { intent: "delete", confirmation: user.email, password: "not-the-password" },
      { Cookie: user.cookie },
    );
    expect(wrongPassword.status).toBe(400);
    const page = await wrongPassword.text();
    expect(page).toContain("This is not your current password.");
    expect(page).not.toContain("not-the-password");
    expect(await profileRow(user.id)).not.toBeNull();
    expect((await adminClient().auth.admin.getUserById(user.id)).data.user).not.toBeNull();
    // A conversation of theirs, written as the chat writes it (their own client, under RLS).
    const own = await userClient(user.email, user.password);
    const { data: chat, error: chatError } = await own
      .from("chats")
      .insert({ title: "Finanzierung", model: "kolleague-local" })
      .select("id")
      .single();
    expect(chatError).toBeNull();
    const { error: messageError } = await own
      .from("chat_messages")
      .insert({ chat_id: chat!.id, role: "user", parts: [{ type: "text", text: "Hallo" }] });
    expect(messageError).toBeNull();

    const response = await postForm(
      app,
      "/de/my/settings",
      { intent: "delete", confirmation: user.email.toUpperCase(), password: user.password },
      { Cookie: user.cookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de");
    // The session cookie is cleared.
    expect(
      response.headers
        .getSetCookie()
        .some((cookie) => /^sb-[^=]+-auth-token=;/.test(cookie) || /^sb-[^=]+-auth-token=[^;]*;.*Max-Age=0/i.test(cookie)),
    ).toBe(true);

    const { data: gone } = await adminClient().auth.admin.getUserById(user.id);
    expect(gone.user).toBeNull();
    expect(await profileRow(user.id)).toBeNull();
    expect(await storedAvatars(user.id)).toEqual([]);
    for (const table of ["chats", "chat_messages"] as const) {
      const { data: left, error } = await adminClient().from(table).select("id").eq("user_id", user.id);
      expect(error).toBeNull();
      expect(left, table).toEqual([]);
    }
    await expect(userClient(user.email, user.password)).rejects.toThrow();
  });

  it("works where no Stripe is configured, for an account that never ordered", async () => {
    const withoutStripe = await startApp({ STRIPE_SECRET_KEY: undefined, STRIPE_API_URL: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    try {
      const user = await signedInUser("Never Ordered");
      const response = await postAccountDeletion(withoutStripe, user);
      expect(response.status).toBe(302);
      expect((await adminClient().auth.admin.getUserById(user.id)).data.user).toBeNull();
    } finally {
      await withoutStripe.stop();
    }
  });

  it("answers a profile update whose user no longer exists with 'no logged in user'", async () => {
    const user = await signedInUser();
    await adminClient().auth.admin.deleteUser(user.id);
    // The cookie's token still verifies locally, so the guard lets it through; the action asks the server.
    const response = await postForm(app, "/my/profile", { intent: "name", fullName: "Ghost" }, { Cookie: user.cookie });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("No logged in user. Please sign in again.");
  });
});
