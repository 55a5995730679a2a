import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";
import { startTestBackend, type TestBackend } from "./backend";

/** The acceptance script: what a CEO could run with supabase-js against the local backend. */
let backend: TestBackend;
const options = { realtime: { transport: WebSocket as never }, auth: { persistSession: false, autoRefreshToken: false } };

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.stop();
});

it("two users: own profile and avatar work, the other's are denied, injection is inert", async () => {
  const admin = createClient(backend.url, LOCAL_SECRET_KEY, options);
  const signIn = async (email: string) => {
    const created = await admin.auth.admin.createUser({ email, password: "a long password 1", email_confirm: true });
    expect(created.error).toBeNull();
    const client = createClient(backend.url, LOCAL_PUBLISHABLE_KEY, options);
    const { data, error } = await client.auth.signInWithPassword({ email, password: "a long password 1" });
    expect(error).toBeNull();
    return { client, id: data.user!.id };
  };
  const ceo = await signIn("ceo@example.test");
  const other = await signIn("other@example.test");

  const upsert = await ceo.client.from("profiles").upsert({ id: ceo.id, full_name: "Clara CEO", locale: "de", theme: "light" }).select().single();
  expect(upsert.error).toBeNull();
  const read = await ceo.client.from("profiles").select("full_name, locale, theme").eq("id", ceo.id).single();
  expect(read.data).toEqual({ full_name: "Clara CEO", locale: "de", theme: "light" });

  const avatar = Buffer.concat([Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 "), Buffer.alloc(16)]);
  const upload = await ceo.client.storage.from("avatars").upload(`${ceo.id}/avatar.webp`, avatar, { contentType: "image/webp", upsert: true });
  expect(upload.error).toBeNull();
  expect((await ceo.client.from("profiles").update({ avatar_url: upload.data!.path }).eq("id", ceo.id)).error).toBeNull();

  const otherUpload = await other.client.storage.from("avatars").upload(`${other.id}/avatar.webp`, avatar, { contentType: "image/webp" });
  expect(otherUpload.error).toBeNull();
  expect((await ceo.client.from("profiles").select().eq("id", other.id)).data).toEqual([]);
  expect((await ceo.client.from("profiles").update({ full_name: "pwned" }).eq("id", other.id).select()).data).toEqual([]);
  expect((await ceo.client.storage.from("avatars").download(`${other.id}/avatar.webp`)).error).toMatchObject({ status: 404 });
  expect(
    (await ceo.client.storage.from("avatars").upload(`${other.id}/avatar.webp`, avatar, { contentType: "image/webp", upsert: true })).error,
  ).toMatchObject({ status: 403 });

  const injected = await ceo.client.from("profiles").select("full_name").eq("full_name", "x' or '1'='1");
  expect(injected).toMatchObject({ data: [], error: null });
  const injectedOr = await ceo.client.from("profiles").select("id").or(`id.eq.${other.id},full_name.eq.x);delete from profiles;--`);
  expect(injectedOr.data ?? []).toEqual([]);
  const otherProfile = await other.client.from("profiles").select("full_name").single();
  expect(otherProfile.data?.full_name).not.toBe("pwned");
  expect((await admin.from("profiles").select("id")).data).toHaveLength(3);
});
