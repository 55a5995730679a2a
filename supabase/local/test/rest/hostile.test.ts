import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY } from "@kolleague/local-stand-ins";
import { type Client, userClient } from "./clients";
import { startTestBackend, type TestBackend } from "./backend";

/** Hostile input in every part of a REST or Storage request: each gets its error and changes nothing. */
let backend: TestBackend;
let user: { id: string; token: string; client: Client };

const snapshot = async () =>
  JSON.stringify([
    (await backend.db.query("select * from public.profiles order by id")).rows,
    (await backend.db.query("select name, version from storage.objects order by name")).rows,
    (await backend.db.query("select relname from pg_class where relnamespace = 'public'::regnamespace order by 1")).rows,
    (await backend.db.query("select polname from pg_policy order by 1")).rows,
  ]);

async function raw(method: string, path: string, init: { body?: string; headers?: Record<string, string>; token?: string } = {}) {
  return fetch(`${backend.url}${path}`, {
    method,
    body: init.body,
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      Authorization: `Bearer ${init.token ?? user.token}`,
      "Content-Type": "application/json",
      ...init.headers,
    },
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  const u = await backend.createUser("mallory@example.test", { full_name: "Mallory" });
  user = { ...u, client: userClient(backend.url, u.token) };
});
afterAll(async () => {
  await backend.stop();
});

const DROP = "drop table public.profiles";

describe("REST URL parts", () => {
  it.each([
    ["select list", `/rest/v1/profiles?select=id,full_name);${DROP};--`, 400],
    ["select quoted name", `/rest/v1/profiles?select="id"";${DROP};--"`, 400],
    ["select cast", `/rest/v1/profiles?select=id::text;${DROP}`, 400],
    ["select embedding", "/rest/v1/profiles?select=*,users(*)", 400],
    ["filter column", `/rest/v1/profiles?full_name;${DROP}=eq.x`, 400],
    ["filter operator", `/rest/v1/profiles?full_name=eq);${DROP};--.x`, 400],
    ["logic tree", `/rest/v1/profiles?or=(id.eq.1);${DROP};--`, 400],
    ["order", `/rest/v1/profiles?order=id;${DROP}`, 400],
    ["order subquery", "/rest/v1/profiles?order=(select 1)", 400],
    ["limit", `/rest/v1/profiles?limit=1;${DROP}`, 400],
    ["json path key", `/rest/v1/profiles?select=full_name->>'x');${DROP};--`, 400],
    ["unknown table", "/rest/v1/auth.users", 404],
    ["other schema table", "/rest/v1/users", 404],
    ["path traversal", "/rest/v1/profiles%2F..%2F..%2Fstorage%2Fobjects", 404],
    ["malformed percent-encoding", "/rest/v1/profiles%E0%A4%A", 400],
  ])("%s", async (_part, path, status) => {
    const before = await snapshot();
    const res = await raw("GET", path.replaceAll(" ", "%20"));
    expect(res.status).toBe(status);
    expect(await res.json()).toHaveProperty("code");
    expect(await snapshot()).toBe(before);
  });

  it("treats SQL in filter values as data", async () => {
    const before = await snapshot();
    const value = encodeURIComponent(`x'); ${DROP}; --`);
    const res = await raw("GET", `/rest/v1/profiles?full_name=eq.${value}&or=(full_name.eq."${value}",id.is.null)`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("refuses other schemas through Accept-Profile and Content-Profile", async () => {
    const before = await snapshot();
    expect((await raw("GET", "/rest/v1/objects", { headers: { "Accept-Profile": "storage" } })).status).toBe(406);
    expect((await raw("POST", "/rest/v1/users", { body: "{}", headers: { "Content-Profile": "auth" } })).status).toBe(406);
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ["on_conflict", `/rest/v1/profiles?on_conflict=id) do update set full_name='pwned' --`, {}],
    ["columns", `/rest/v1/profiles?columns="id","full_name); ${DROP}; --"`, {}],
    ["body key", "/rest/v1/profiles", { [`full_name"); ${DROP}; --`]: "x" }],
    ["unknown column", "/rest/v1/profiles", { is_admin: true }],
  ])("rejects hostile %s on upsert with 400", async (_part, path, extra) => {
    const before = await snapshot();
    const res = await raw("POST", path.replaceAll(" ", "%20"), {
      body: JSON.stringify([{ id: user.id, full_name: "x", ...extra }]),
      headers: { Prefer: "resolution=merge-duplicates,return=representation" },
    });
    expect(res.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("rejects malformed JSON bodies", async () => {
    const before = await snapshot();
    const res = await raw("PATCH", `/rest/v1/profiles?id=eq.${user.id}`, { body: '{"full_name": ' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("PGRST102");
    expect(await snapshot()).toBe(before);
  });

  it("keeps type errors as 400 22P02", async () => {
    const { status, error } = await user.client.from("profiles").select().eq("id", "not-a-uuid");
    expect(status).toBe(400);
    expect(error?.code).toBe("22P02");
  });
});

describe("RPC names and arguments", () => {
  it.each([
    ["system function", "/rest/v1/rpc/pg_sleep", { seconds: 1 }, 404],
    ["config setter", "/rest/v1/rpc/set_config", { setting_name: "role", new_value: "service_role", is_local: false }, 404],
    ["name with SQL", `/rest/v1/rpc/handle_new_user();${DROP};--`, {}, 404],
    ["hostile argument name", "/rest/v1/rpc/set_updated_at", { [`x := 1); ${DROP}; --`]: 1 }, 404],
    ["trigger function", "/rest/v1/rpc/handle_new_user", {}, 403],
  ])("%s is refused", async (_name, path, args, status) => {
    const before = await snapshot();
    const res = await raw("POST", path.replaceAll(" ", "%20"), { body: JSON.stringify(args) });
    expect(res.status).toBe(status);
    expect(await snapshot()).toBe(before);
  });
});

describe("tokens", () => {
  it.each([
    [
      "tampered payload",
      () => {
        const [h, , s] = user.token.split(".");
        return `${h}.${Buffer.from(JSON.stringify({ sub: user.id, role: "service_role" })).toString("base64url")}.${s}`;
      },
    ],
    ["wrong signature", () => `${user.token.slice(0, -4)}AAAA`],
    ["garbage", () => "not.a.jwt"],
  ])("%s is refused by REST (401) and Storage (400 InvalidJWT, as hosted)", async (_name, token) => {
    const before = await snapshot();
    expect((await raw("GET", "/rest/v1/profiles", { token: token() })).status).toBe(401);
    expect((await raw("POST", "/rest/v1/profiles", { token: token(), body: JSON.stringify({ id: user.id }) })).status).toBe(401);
    const upload = await raw("POST", `/storage/v1/object/avatars/${user.id}/a.png`, {
      token: token(),
      body: "x",
      headers: { "Content-Type": "image/png" },
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({ error: "InvalidJWT" });
    expect(await snapshot()).toBe(before);
  });
});

describe("Storage object names and bodies", () => {
  it.each([
    ["dot-dot segment", `/storage/v1/object/avatars/${"USER"}/..%2F..%2Fetc%2Fpasswd`],
    ["encoded traversal", `/storage/v1/object/avatars/%2e%2e/%2e%2e/secret.png`],
    ["empty segment", `/storage/v1/object/avatars/${"USER"}//a.png`],
    ["control character", `/storage/v1/object/avatars/${"USER"}/a%00.png`],
    ["quote in bucket", `/storage/v1/object/avatars'%3B${DROP.replaceAll(" ", "%20")}/${"USER"}/a.png`],
  ])("%s is refused and nothing is stored", async (_name, path) => {
    const before = await snapshot();
    const res = await raw("POST", path.replaceAll("USER", user.id), { body: "RIFFxxxxWEBP", headers: { "Content-Type": "image/webp" } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await snapshot()).toBe(before);
  });

  it("treats a list prefix with SQL as a plain prefix", async () => {
    const { data, error } = await user.client.storage.from("avatars").list(`${user.id}' or '1'='1`);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("refuses a sign request for another user's path and a forged signed URL", async () => {
    const before = await snapshot();
    const res = await raw("GET", `/storage/v1/object/sign/avatars/${user.id}/a.png?token=eyJhbGciOiJub25lIn0.e30.`);
    expect(res.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
