import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { userClient } from "../support/clients";
import { postAvatar, profileRow, samplePng, signedInUser, storedAvatars } from "../support/account";
import { postForm } from "../support/http";

let app: RunningApp;
let first: Awaited<ReturnType<typeof signedInUser>>;
let second: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await startApp();
  [first, second] = await Promise.all([signedInUser("First Person"), signedInUser("Second Person")]);
  expect((await postAvatar(app, first.cookie, await samplePng(), "first.png", "image/png")).status).toBe(302);
});
afterAll(() => app.stop());

describe("a second user and the first user's profile and avatar", () => {
  it("cannot see the first user's avatar through the app", async () => {
    const asSecond = await fetch(`${app.url}/resources/avatar/${first.id}`, { headers: { Cookie: second.cookie } });
    expect(asSecond.status).toBe(404);
    const signedOut = await fetch(`${app.url}/resources/avatar/${first.id}`);
    expect(signedOut.status).toBe(401);
  });

  it("changes only their own profile, whatever ids the form carries", async () => {
    const response = await postForm(
      app,
      "/my/profile",
      { intent: "name", fullName: "Renamed", id: first.id, userId: first.id },
      { Cookie: second.cookie },
    );
    expect(response.status).toBe(302);
    expect((await profileRow(first.id))?.full_name).toBe("First Person");
    expect((await profileRow(second.id))?.full_name).toBe("Renamed");
    const removal = await postForm(app, "/my/profile", { intent: "removeAvatar", id: first.id }, { Cookie: second.cookie });
    expect(removal.status).toBe(302);
    expect(await storedAvatars(first.id)).toEqual(["avatar.webp"]);
  });

  it("cannot read or change them with supabase-js either (row-level security and storage policies)", async () => {
    const client = await userClient(second.email, second.password);
    const { data: rows } = await client.from("profiles").select("*").eq("id", first.id);
    expect(rows).toEqual([]);
    await client.from("profiles").update({ full_name: "Hijacked" }).eq("id", first.id);
    expect((await profileRow(first.id))?.full_name).toBe("First Person");

    const avatars = client.storage.from("avatars");
    const download = await avatars.download(`${first.id}/avatar.webp`);
    expect(download.data).toBeNull();
    const { data: listed } = await avatars.list(first.id);
    expect(listed ?? []).toEqual([]);
    const upload = await avatars.upload(`${first.id}/avatar.webp`, await samplePng(), { contentType: "image/webp", upsert: true });
    expect(upload.error).not.toBeNull();
    await avatars.remove([`${first.id}/avatar.webp`]);
    const signed = await avatars.createSignedUrl(`${first.id}/avatar.webp`, 60);
    expect(signed.data).toBeNull();
    expect(await storedAvatars(first.id)).toEqual(["avatar.webp"]);
  });
});
