import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalBackend } from "../src/index";
import { adminFor, authFetch, clientFor, signedInUser, startTestBackend, uniqueEmail } from "./helpers";

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe("admin API with the secret key", () => {
  it("creates a confirmed user who can sign in at once, and gets, lists and updates it", async () => {
    const admin = adminFor(backend).auth.admin;
    const email = uniqueEmail("admin-made");
    const created = await admin.createUser({ email, password: "long-enough-1", email_confirm: true, user_metadata: { full_name: "Bea" } });
    expect(created.error).toBeNull();
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    const id = created.data.user!.id;

    expect((await clientFor(backend).auth.signInWithPassword({ email, password: "long-enough-1" })).error).toBeNull();
    expect((await admin.getUserById(id)).data.user?.user_metadata.full_name).toBe("Bea");

    const listed = await admin.listUsers({ page: 1, perPage: 1 });
    expect(listed.error).toBeNull();
    expect(listed.data.users).toHaveLength(1);
    expect((listed.data as { total?: number }).total).toBeGreaterThanOrEqual(2);

    const updated = await admin.updateUserById(id, { user_metadata: { locale: "de" }, app_metadata: { plan: "pro" } });
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: "Bea", locale: "de" });
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: "email", plan: "pro" });
  });

  it("refuses a duplicate address and an unknown id with Supabase's codes", async () => {
    const admin = adminFor(backend).auth.admin;
    const duplicate = await admin.createUser({ email: "demo@kolleague.local", password: "long-enough-1" });
    expect(duplicate.error?.code).toBe("email_exists");
    const missing = await admin.getUserById("00000000-0000-4000-8000-000000000000");
    expect(missing.error?.code).toBe("user_not_found");
  });

  it("deletes a user: sessions die and the address is free again", async () => {
    const { email, password, userId, session } = await signedInUser(backend);
    const deleted = await adminFor(backend).auth.admin.deleteUser(userId);
    expect(deleted.error).toBeNull();
    expect((await clientFor(backend).auth.signInWithPassword({ email, password })).error?.code).toBe("invalid_credentials");
    const user = await authFetch(backend, "/user", { bearer: session.access_token });
    expect(await user.json()).toMatchObject({ code: "user_not_found" });
    const { rows } = await backend.db.query("select 1 from auth.sessions where user_id = $1", [userId]);
    expect(rows).toHaveLength(0);
  });

  it("is closed to the publishable key and to user tokens", async () => {
    const asAnon = await clientFor(backend).auth.admin.listUsers();
    expect(asAnon.error?.code).toBe("not_admin");
    const { session } = await signedInUser(backend);
    const asUser = await authFetch(backend, "/admin/users", { bearer: session.access_token });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toMatchObject({ code: "not_admin" });
  });
});
