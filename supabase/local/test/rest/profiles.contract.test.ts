import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, type Client, serviceClient, userClient } from "./clients";
import { startTestBackend, type TestBackend } from "./backend";

let backend: TestBackend;
let alice: { id: string; client: Client };

beforeAll(async () => {
  backend = await startTestBackend();
  const a = await backend.createUser("alice@example.test", { full_name: "Alice Adler", locale: "de" });
  alice = { id: a.id, client: userClient(backend.url, a.token) };
});
afterAll(async () => {
  await backend.stop();
});

describe("profiles through supabase-js", () => {
  it("has the profile the sign-up trigger created from the metadata", async () => {
    const { data, error } = await alice.client.from("profiles").select("id, full_name, locale, theme").single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: alice.id, full_name: "Alice Adler", locale: "de", theme: null });
  });

  it("updates its own profile and the trigger moves updated_at", async () => {
    const before = await alice.client.from("profiles").select("updated_at").eq("id", alice.id).single();
    const { data, error } = await alice.client.from("profiles").update({ theme: "dark" }).eq("id", alice.id).select().single();
    expect(error).toBeNull();
    expect(data?.theme).toBe("dark");
    expect(Date.parse(data!.updated_at)).toBeGreaterThan(Date.parse(before.data!.updated_at));
  });

  it("upserts its own profile on the id", async () => {
    const { data, error } = await alice.client
      .from("profiles")
      .upsert({ id: alice.id, full_name: "Alice A.", locale: "en" }, { onConflict: "id" })
      .select("full_name, locale")
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ full_name: "Alice A.", locale: "en" });
  });

  it("reads with maybeSingle, count and head", async () => {
    const none = await alice.client.from("profiles").select("id").eq("id", "00000000-0000-4000-8000-000000000000").maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const counted = await alice.client.from("profiles").select("*", { count: "exact", head: true });
    expect(counted.count).toBe(1);
  });

  it("rejects a locale outside en/de with 400 23514", async () => {
    const { error, status } = await alice.client.from("profiles").update({ locale: "fr" }).eq("id", alice.id);
    expect(status).toBe(400);
    expect(error?.code).toBe("23514");
  });

  it("answers a missing single row with PGRST116", async () => {
    const { error, status } = await alice.client.from("profiles").select().eq("full_name", "nobody").single();
    expect(status).toBe(406);
    expect(error?.code).toBe("PGRST116");
  });

  it("lets the secret key see every profile and gives anon a 401", async () => {
    const all = await serviceClient(backend.url).from("profiles").select("id");
    expect(all.data?.length).toBeGreaterThanOrEqual(1);
    const anon = await anonClient(backend.url).from("profiles").select("id");
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe("42501");
  });

  it("removes the profile with the auth user (cascade)", async () => {
    const temp = await backend.createUser("temp@example.test");
    await backend.db.query("delete from auth.users where id = $1", [temp.id]);
    const { rows } = await backend.db.query("select 1 from public.profiles where id = $1", [temp.id]);
    expect(rows).toHaveLength(0);
  });
});
