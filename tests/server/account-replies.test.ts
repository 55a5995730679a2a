import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { mustMatch } from "../support/html";
import { postForm } from "../support/http";
import { postAvatar, signedInUser } from "../support/account";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

/** The text of the form-level alert with this id (the kit's FormAlert), or a failure when it is empty or gone. */
const alertText = (html: string, id: string) => mustMatch(html, new RegExp(`<div id="${id}" role="alert"[^>]*>(.*?)</div>`)).replace(/<[^>]+>/g, "");

describe("the account pages answer every form in the form that was posted", () => {
  it("a settings post for no form of the page is refused above the forms", async () => {
    const user = await signedInUser();
    const response = await postForm(app, "/de/my/settings", { intent: "nonsense" }, { Cookie: user.cookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/role="alert"[^>]*><p>Dieses Formular konnte nicht verarbeitet werden\./);
  });

  it("the name form of a user who no longer exists keeps the name typed and says why", async () => {
    const user = await signedInUser();
    await adminClient().auth.admin.deleteUser(user.id);
    const response = await postForm(app, "/my/profile", { intent: "name", fullName: "Ghost Writer" }, { Cookie: user.cookie });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(alertText(html, "profile-name-error")).toBe("No logged in user. Please sign in again.");
    expect(mustMatch(html, /<input[^>]*id="profile-name-fullName"[^>]*>/)).toContain('value="Ghost Writer"');
  });

  it("a refused upload answers in the avatar form's alert, which the file input names", async () => {
    const user = await signedInUser();
    const response = await postAvatar(app, user.cookie, Buffer.from("not a picture"), "notes.png", "image/png");
    expect(response.status).toBe(415);
    const html = await response.text();
    expect(alertText(html, "avatar-error")).toBe("This file is not a JPEG, PNG, GIF or WebP image.");
    expect(mustMatch(html, /<input[^>]*id="avatar"[^>]*>/)).toContain('aria-describedby="avatar-hint avatar-error"');
  });
});
