import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { postAccountDeletion, signedInUser } from "../support/account";
import { subscribe, subscriberRow } from "../support/newsletter";
import { uniqueEmail } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

describe("a newsletter subscription of the account's address made while signed out", () => {
  it("is in the data export, and deleting the account ends it", async () => {
    const user = await signedInUser();
    const stranger = uniqueEmail("news-stranger");
    await subscribe(app, user.email);
    await subscribe(app, stranger);
    expect(await subscriberRow(user.email)).toMatchObject({ status: "active", user_id: null });

    const exported = await (await fetch(`${app.url}/resources/my-data.json`, { headers: { Cookie: user.cookie } })).json();
    expect(exported.tables.newsletter_subscribers).toEqual([]);
    expect(exported.tables.newsletter_subscribers_by_address).toEqual([
      expect.objectContaining({ email: user.email, status: "active", source: "page", confirmed_at: expect.any(String) }),
    ]);
    expect(exported.tables.newsletter_subscribers_by_address[0]).not.toHaveProperty("user_id");

    const deleted = await postAccountDeletion(app, user);
    expect(deleted.status).toBe(302);
    expect(await subscriberRow(user.email)).toBeNull();
    expect(await subscriberRow(stranger)).toMatchObject({ status: "active" });
  });
});
