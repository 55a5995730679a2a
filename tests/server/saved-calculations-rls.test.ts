import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, anonymousClient, userClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { postForm } from "../support/http";
import type { Json } from "../../app/types/database.types";

const SEARCH =
  "?purchasePrice=250000&state=BE&contractDate=2026-02-01&equity=50000&interestRatePercent=4.1&initialRepaymentPercent=2&coldRentMonthly=900";

let app: RunningApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let ownerRow: { id: string; name: string; inputs: unknown };

async function rowOf(id: string) {
  const { data } = await adminClient().from("calculations").select("id, user_id, name, inputs").eq("id", id).maybeSingle();
  return data;
}

beforeAll(async () => {
  app = await startApp();
  [owner, other] = await Promise.all([signedInUser("Owner"), signedInUser("Other")]);
  expect(
    (await postForm(app, `/calculator${SEARCH}`, { intent: "save", name: "Owner's flat", search: SEARCH }, { Cookie: owner.cookie })).status,
  ).toBe(302);
  const { data } = await adminClient().from("calculations").select("id, name, inputs").eq("user_id", owner.id).single();
  ownerRow = data!;
});
afterAll(() => app.stop());

describe("row-level security on calculations, straight through supabase-js", () => {
  it("lets the owner read their row, and nobody else", async () => {
    const asOwner = await userClient(owner.email, owner.password);
    expect((await asOwner.from("calculations").select("id")).data).toEqual([{ id: ownerRow.id }]);
    const asOther = await userClient(other.email, other.password);
    expect((await asOther.from("calculations").select("*").eq("id", ownerRow.id)).data).toEqual([]);
    expect((await asOther.from("calculations").select("*")).data).toEqual([]);
  });

  it("refuses another user's insert in the owner's name", async () => {
    const asOther = await userClient(other.email, other.password);
    const { error } = await asOther.from("calculations").insert({ user_id: owner.id, name: "Planted", inputs: {}, schema_version: 1 });
    expect(error?.message).toMatch(/row-level security/);
    expect((await adminClient().from("calculations").select("id").eq("name", "Planted")).data).toEqual([]);
  });

  it("changes and deletes nothing of the owner's for another user, not even by moving a row", async () => {
    const asOther = await userClient(other.email, other.password);
    expect((await asOther.from("calculations").update({ name: "Hijacked" }).eq("id", ownerRow.id).select()).data).toEqual([]);
    expect((await asOther.from("calculations").delete().eq("id", ownerRow.id).select()).data).toEqual([]);
    expect(await rowOf(ownerRow.id)).toMatchObject({ user_id: owner.id, name: "Owner's flat" });

    // The other user's own row cannot be handed to the owner either.
    const own = await asOther.from("calculations").insert({ name: "Mine", inputs: {}, schema_version: 1 }).select("id, user_id").single();
    expect(own.data?.user_id).toBe(other.id);
    const moved = await asOther.from("calculations").update({ user_id: owner.id }).eq("id", own.data!.id);
    expect(moved.error?.message).toMatch(/row-level security/);
  });

  it("gives signed-out clients nothing at all", async () => {
    const anon = anonymousClient();
    const read = await anon.from("calculations").select("*");
    expect(read.data ?? []).toEqual([]);
    expect(read.error).not.toBeNull();
    const write = await anon.from("calculations").insert({ user_id: owner.id, name: "Anon", inputs: {}, schema_version: 1 });
    expect(write.error).not.toBeNull();
    await anon.from("calculations").delete().eq("id", ownerRow.id);
    expect(await rowOf(ownerRow.id)).not.toBeNull();
  });

  it("saves within a limit through save_calculation_within_limit only as the signed-in user, and for nobody else", async () => {
    const args = { name: "Through the function", inputs: ownerRow.inputs as Json, schema_version: 1, max_saved: 10 };
    expect((await anonymousClient().rpc("save_calculation_within_limit", args)).error).not.toBeNull();
    expect((await adminClient().rpc("save_calculation_within_limit", args)).error).not.toBeNull();
    const asOther = await userClient(other.email, other.password);
    const saved = await asOther.rpc("save_calculation_within_limit", args);
    expect(saved.error).toBeNull();
    expect(await rowOf(saved.data!)).toMatchObject({ user_id: other.id, name: "Through the function" });
    // At the limit it writes nothing and answers null rather than an error.
    const { count } = await adminClient().from("calculations").select("id", { count: "exact", head: true }).eq("user_id", other.id);
    const full = await asOther.rpc("save_calculation_within_limit", { ...args, max_saved: count! });
    expect(full).toMatchObject({ data: null, error: null });
    await asOther.from("calculations").delete().eq("id", saved.data!);
  });

  it("reads the home's recent work through recent_work only as the signed-in user, and only their own", async () => {
    const args = { max_rows: 5 };
    expect((await anonymousClient().rpc("recent_work", args)).error).not.toBeNull();
    expect((await adminClient().rpc("recent_work", args)).error).not.toBeNull();
    const chat = await adminClient()
      .from("chats")
      .insert({ user_id: owner.id, title: "Owner's chat", model: "kolleague-local" })
      .select("id")
      .single();
    try {
      const asOwner = await userClient(owner.email, owner.password);
      const mine = await asOwner.rpc("recent_work", args);
      expect(mine.data?.map(({ kind, id }) => ({ kind, id }))).toEqual(
        expect.arrayContaining([
          { kind: "calculation", id: ownerRow.id },
          { kind: "chat", id: chat.data!.id },
        ]),
      );
      // The other user gets exactly their own rows, never the owner's, even if they have none.
      const asOther = await userClient(other.email, other.password);
      const theirs = await asOther.rpc("recent_work", args);
      expect(theirs.error).toBeNull();
      const own = await Promise.all([
        adminClient().from("calculations").select("id").eq("user_id", other.id),
        adminClient().from("chats").select("id").eq("user_id", other.id),
      ]);
      expect(theirs.data!.map(({ id }) => id).sort()).toEqual(own.flatMap(({ data }) => data!.map(({ id }) => id)).sort());
      expect(theirs.data!.map(({ id }) => id)).not.toContain(ownerRow.id);
    } finally {
      await adminClient().from("chats").delete().eq("id", chat.data!.id);
    }
  });
});

describe("another user's calculations through the app", () => {
  const page = async (path: string, cookie: string) => (await fetch(app.url + path, { headers: { Cookie: cookie } })).text();

  it("never lists or compares them", async () => {
    expect(await page("/calculations", other.cookie)).not.toContain("Owner&#x27;s flat");
    expect(await page("/app", other.cookie)).not.toContain("Owner&#x27;s flat");
    const compared = await page(`/compare?ids=${ownerRow.id}`, other.cookie);
    expect(compared).not.toContain("Owner&#x27;s flat");
    expect(compared).toContain("1 calculation you asked for was not found: it was deleted, or it is not yours.");
    expect(await page(`/compare?ids=${ownerRow.id}`, owner.cookie)).toContain("Owner&#x27;s flat");
  });

  it("cannot rename, duplicate or delete them, whatever the form carries", async () => {
    const forms: Record<string, string>[] = [
      { intent: "rename", id: ownerRow.id, name: "Hijacked", user_id: other.id },
      { intent: "duplicate", id: ownerRow.id },
      { intent: "delete", id: ownerRow.id },
    ];
    for (const fields of forms) {
      const response = await postForm(app, "/calculations", fields, { Cookie: other.cookie });
      expect(response.status, fields.intent).toBe(404);
    }
    expect(await rowOf(ownerRow.id)).toMatchObject({ user_id: owner.id, name: "Owner's flat", inputs: ownerRow.inputs });
    const { data } = await adminClient().from("calculations").select("name").eq("user_id", other.id);
    expect(data?.map((row) => row.name)).toEqual(["Mine"]);
  });

  it("saves into the signed-in user's own list only, whatever ids the form carries", async () => {
    const name = `Other's copy ${other.id}`;
    const response = await postForm(
      app,
      `/calculator${SEARCH}`,
      { intent: "save", name, search: SEARCH, user_id: owner.id, id: ownerRow.id },
      { Cookie: other.cookie },
    );
    expect(response.status).toBe(302);
    const { data } = await adminClient().from("calculations").select("user_id").eq("name", name);
    expect(data).toEqual([{ user_id: other.id }]);
  });
});
