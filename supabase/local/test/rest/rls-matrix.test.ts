import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, type Client, userClient } from "./clients";
import { startTestBackend, type TestBackend } from "./backend";

/**
 * User B against user A's rows and files, and anon against everything. The lists below must name
 * every table in public and every bucket: a new one without a row here fails the coverage tests.
 */
const TABLES_COVERED = [
  "billing_customers",
  "billing_orders",
  "calculations",
  // The chat's tables have their second-user tests beside the app's use of them: tests/server/chat-rls,
  // attachments-access and chat-approval.
  "chat_attachments",
  "chat_messages",
  "chat_tool_approvals",
  "chats",
  "consent_records",
  "contract_cancellations",
  "contract_withdrawals",
  "conversion_events",
  "newsletter_subscribers",
  "profiles",
  "rate_limit_counters",
  "rate_limit_refunds",
  "stripe_events",
  "subscriptions",
];
/** Written and read only by the server with the secret key: no user, not even the owner, reaches a row. */
const SERVER_ONLY = [
  "billing_customers",
  "billing_orders",
  "consent_records",
  "contract_cancellations",
  "contract_withdrawals",
  "conversion_events",
  "rate_limit_counters",
  "rate_limit_refunds",
  "stripe_events",
] as const;
// chat-attachments: user B, anon and signed URLs against A's files in tests/server/attachments-access.
const BUCKETS_COVERED = ["avatars", "chat-attachments"];

let backend: TestBackend;
let a: { id: string; client: Client };
let b: { id: string; client: Client };
let anon: Client;

const snapshot = async () =>
  JSON.stringify([
    (await backend.db.query("select * from public.profiles order by id")).rows,
    (await backend.db.query("select * from public.calculations order by id")).rows,
    (await backend.db.query("select * from public.newsletter_subscribers order by id")).rows,
    (await backend.db.query("select name, version from storage.objects order by name")).rows,
  ]);

beforeAll(async () => {
  backend = await startTestBackend();
  const ua = await backend.createUser("a@example.test", { full_name: "A" });
  const ub = await backend.createUser("b@example.test", { full_name: "B" });
  a = { id: ua.id, client: userClient(backend.url, ua.token) };
  b = { id: ub.id, client: userClient(backend.url, ub.token) };
  anon = anonClient(backend.url);
  const upload = await a.client.storage.from("avatars").upload(`${a.id}/avatar.webp`, Buffer.from("RIFFxxxxWEBP"), { contentType: "image/webp" });
  expect(upload.error).toBeNull();
  const saved = await a.client.from("calculations").insert({ name: "A's flat", inputs: { purchasePrice: 300000 }, schema_version: 1 });
  expect(saved.error).toBeNull();
  // The app writes newsletter rows with the secret key; here the database owner stands in for it.
  await backend.db.query(
    "insert into public.newsletter_subscribers (email, user_id, locale, source, consent_text_version) values ('a@example.test', $1, 'en', 'footer', 'v1')",
    [a.id],
  );
});

describe("calculations and newsletter: user B against user A", () => {
  it.each(["calculations", "newsletter_subscribers"] as const)("cannot read A's %s", async (table) => {
    const { data, error } = await b.client.from(table).select().eq("user_id", a.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it.each([
    ["insert a calculation as A", () => b.client.from("calculations").insert({ user_id: a.id, name: "x", inputs: {}, schema_version: 1 })],
    [
      "subscribe A",
      () =>
        b.client
          .from("newsletter_subscribers")
          .insert({ email: "x@example.test", user_id: a.id, locale: "en", source: "footer", consent_text_version: "v1" }),
    ],
    ["change A's subscription", () => b.client.from("newsletter_subscribers").update({ status: "unsubscribed" }).eq("user_id", a.id)],
    ["delete A's subscription", () => b.client.from("newsletter_subscribers").delete().eq("user_id", a.id)],
  ])("cannot %s (403, nothing changes)", async (_name, act) => {
    const before = await snapshot();
    const { status } = await act();
    expect(status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ["update", () => b.client.from("calculations").update({ name: "hijack" }).eq("user_id", a.id).select()],
    ["delete", () => b.client.from("calculations").delete().eq("user_id", a.id).select()],
  ])("cannot %s A's calculations (no row matches, nothing changes)", async (_name, act) => {
    const before = await snapshot();
    const { data, error } = await act();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

describe("calculations and newsletter: anon", () => {
  it.each([
    ["read calculations", () => anon.from("calculations").select()],
    ["save a calculation", () => anon.from("calculations").insert({ user_id: a.id, name: "x", inputs: {}, schema_version: 1 })],
    ["read the newsletter list", () => anon.from("newsletter_subscribers").select()],
    [
      "subscribe",
      () => anon.from("newsletter_subscribers").insert({ email: "y@example.test", locale: "en", source: "footer", consent_text_version: "v1" }),
    ],
  ])("is refused to %s with 401", async (_name, act) => {
    const before = await snapshot();
    const { status, data } = await act();
    expect(status).toBe(401);
    expect(data).toBeNull();
    expect(await snapshot()).toBe(before);
  });
});
afterAll(async () => {
  await backend.stop();
});

describe("coverage of the matrix", () => {
  it("has RLS enabled on every table in public", async () => {
    const { rows } = await backend.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rows.map((r) => r.relname)).toEqual([]);
  });

  it("lists every public table and every bucket", async () => {
    const tables = await backend.db.query<{ relname: string }>(
      "select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1",
    );
    expect(tables.rows.map((r) => r.relname)).toEqual(TABLES_COVERED);
    const buckets = await backend.db.query<{ id: string }>("select id from storage.buckets order by 1");
    expect(buckets.rows.map((r) => r.id)).toEqual(BUCKETS_COVERED);
  });
});

describe("profiles: user B against user A", () => {
  it("cannot read A's profile", async () => {
    const { data, error } = await b.client.from("profiles").select().eq("id", a.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it.each([
    ["insert", () => b.client.from("profiles").insert({ id: a.id, full_name: "hijack" })],
    ["upsert", () => b.client.from("profiles").upsert({ id: a.id, full_name: "hijack" })],
    ["delete", () => b.client.from("profiles").delete().eq("id", a.id)],
  ])("cannot %s A's profile (403, nothing changes)", async (_name, act) => {
    const before = await snapshot();
    const { status } = await act();
    expect(status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it("cannot update A's profile (no row matches, nothing changes)", async () => {
    const before = await snapshot();
    const { data, error } = await b.client.from("profiles").update({ full_name: "hijack" }).eq("id", a.id).select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("cannot move its own profile onto A's id", async () => {
    const before = await snapshot();
    const { status } = await b.client.from("profiles").update({ id: a.id }).eq("id", b.id);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(await snapshot()).toBe(before);
  });
});

describe("profiles: anon", () => {
  it.each([
    ["select", () => anon.from("profiles").select()],
    ["insert", () => anon.from("profiles").insert({ id: a.id })],
    ["update", () => anon.from("profiles").update({ full_name: "x" }).eq("id", a.id)],
    ["delete", () => anon.from("profiles").delete().eq("id", a.id)],
  ])("is refused %s with 401", async (_name, act) => {
    const before = await snapshot();
    const { status, data } = await act();
    expect(status).toBe(401);
    expect(data).toBeNull();
    expect(await snapshot()).toBe(before);
  });
});

describe("avatars: user B and anon against A's files", () => {
  const file = () => `${a.id}/avatar.webp`;
  const png = Buffer.from("\x89PNG fake");

  it.each([
    ["user B", () => b.client],
    ["anon", () => anon],
  ])("%s cannot read, list or sign A's file", async (_who, client) => {
    const bucket = client().storage.from("avatars");
    expect((await bucket.download(file())).error).toMatchObject({ status: 404 });
    expect((await bucket.list(a.id)).data ?? []).toEqual([]);
    expect((await bucket.createSignedUrl(file(), 60)).error).toMatchObject({ status: 404 });
    expect((await bucket.info(file())).error).toMatchObject({ status: 404 });
  });

  it.each([
    ["user B", () => b.client],
    ["anon", () => anon],
  ])("%s cannot write, replace, move or remove A's file", async (_who, client) => {
    const bucket = client().storage.from("avatars");
    const before = await snapshot();
    expect((await bucket.upload(`${a.id}/new.png`, png, { contentType: "image/png" })).error).toMatchObject({ status: 403 });
    expect((await bucket.upload(file(), png, { contentType: "image/png", upsert: true })).error).toMatchObject({ status: 403 });
    expect((await bucket.update(file(), png, { contentType: "image/png" })).error).not.toBeNull();
    expect((await bucket.move(file(), `${b.id}/stolen.webp`)).error).not.toBeNull();
    const removed = await bucket.remove([file()]);
    expect(removed.data ?? []).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("user B cannot move its own file into A's folder", async () => {
    const own = b.client.storage.from("avatars");
    expect((await own.upload(`${b.id}/mine.png`, png, { contentType: "image/png" })).error).toBeNull();
    const before = await snapshot();
    expect((await own.move(`${b.id}/mine.png`, `${a.id}/planted.png`)).error).not.toBeNull();
    expect(await snapshot()).toBe(before);
  });
});

describe("chats: user B against user A", () => {
  let chatId = "";
  beforeAll(async () => {
    const chat = await a.client.from("chats").insert({ title: "A's question", model: "kolleague-local" }).select("id").single();
    expect(chat.error).toBeNull();
    chatId = chat.data!.id;
    const message = await a.client.from("chat_messages").insert({ chat_id: chatId, role: "user", parts: [{ type: "text", text: "hello" }] });
    expect(message.error).toBeNull();
  });
  const chats = async () => JSON.stringify((await backend.db.query("select * from public.chats, public.chat_messages order by 1")).rows);

  it.each(["chats", "chat_messages"] as const)("cannot read A's %s", async (table) => {
    const { data, error } = await b.client.from(table).select().eq("user_id", a.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("cannot add a message to A's chat, rename it or delete it", async () => {
    const before = await chats();
    const inserted = await b.client.from("chat_messages").insert({ chat_id: chatId, role: "user", parts: [{ type: "text", text: "injected" }] });
    expect(inserted.error).not.toBeNull();
    const renamed = await b.client.from("chats").update({ title: "hijack" }).eq("id", chatId).select();
    expect(renamed.data ?? []).toEqual([]);
    const deleted = await b.client.from("chats").delete().eq("id", chatId).select();
    expect(deleted.data ?? []).toEqual([]);
    expect(await chats()).toBe(before);
  });

  it("anon reads no chat", async () => {
    const { data, status } = await anon.from("chats").select();
    expect(status).toBe(401);
    expect(data).toBeNull();
  });
});

describe("server-only tables", () => {
  it.each(SERVER_ONLY)("%s: no signed-in user and no anon can read or write it", async (table) => {
    const { count: before } = await backend.db
      .query<{ count: number }>(`select count(*)::int as count from public.${table}`)
      .then((result) => result.rows[0] ?? { count: -1 });
    for (const client of [a.client, b.client]) {
      const read = await client.from(table).select();
      expect(read.data ?? []).toEqual([]);
      const write = await client.from(table).insert({} as never);
      expect(write.error).not.toBeNull();
    }
    const anonRead = await anon.from(table).select();
    expect(anonRead.data).toBeNull();
    const { rows } = await backend.db.query<{ count: number }>(`select count(*)::int as count from public.${table}`);
    expect(rows[0]?.count).toBe(before);
  });
});

describe("subscriptions: the owner reads, nobody writes", () => {
  it("user B cannot read A's subscription and neither can write one", async () => {
    await backend.db.query(
      `insert into public.subscriptions (id, user_id, stripe_customer_id, status, price_lookup_key, billing_interval, current_period_end)
       values ('sub_matrix', $1, 'cus_matrix', 'active', 'kolleague_plus_monthly', 'month', now() + interval '30 days')`,
      [a.id],
    );
    expect((await a.client.from("subscriptions").select("id")).data).toEqual([{ id: "sub_matrix" }]);
    expect((await b.client.from("subscriptions").select()).data).toEqual([]);
    const forged = await b.client
      .from("subscriptions")
      .insert({ id: "sub_forged", user_id: b.id, stripe_customer_id: "cus_forged", status: "active" } as never);
    expect(forged.error).not.toBeNull();
    const upgraded = await a.client
      .from("subscriptions")
      .update({ status: "active", price_lookup_key: "x" } as never)
      .eq("user_id", a.id)
      .select();
    expect(upgraded.error !== null || (upgraded.data ?? []).length === 0).toBe(true);
  });
});
