import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@supabase/supabase-js";
import { startLocalBackend, type LocalBackend } from "@kolleague/local-supabase";
import { recordRetention, retentionCutoff, type RetainedTable } from "../../app/features/user-data/retention";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, realtime } from "../support/clients";
import { pollUntil } from "../support/poll";
import { insertRetainedRecord } from "../support/retained-records";
import { uniqueEmail } from "../support/session";

// A backend of its own: the test back-dates accounts in auth.users and old records, which the shared
// backend's other tests must not see purged under them.
let backend: LocalBackend;
let apps: RunningApp[] = [];
let admin: ReturnType<typeof adminClient>;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, smtpPort: 0, quiet: true });
  admin = adminClient(backend.url);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await backend?.stop();
});

const DAY = 86_400_000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

async function account(confirmed: boolean, createdAgo: number, mailedAgo = createdAgo) {
  const email = uniqueEmail(confirmed ? "retention-confirmed" : "retention-unconfirmed");
  const { data, error } = await admin.auth.admin.createUser({ email, password: `pw-${randomUUID()}`, email_confirm: confirmed });
  if (error || !data.user) throw error ?? new Error("user not created");
  await backend.db.query("update auth.users set created_at = $2, confirmation_sent_at = $3 where id = $1", [
    data.user.id,
    ago(createdAgo),
    ago(mailedAgo),
  ]);
  return { id: data.user.id, email };
}

const exists = async (id: string) => (await admin.auth.admin.getUserById(id)).data.user !== null;
const profileExists = async (id: string) => (await admin.from("profiles").select("id").eq("id", id).maybeSingle()).data !== null;

const record = (table: RetainedTable, subscriptionId: string | null, at: Date) =>
  insertRetainedRecord(admin, table, subscriptionId, at.toISOString());

const recordExists = async (table: RetainedTable, id: string) => (await admin.from(table).select("id").eq("id", id).maybeSingle()).data !== null;

describe("the retention purge", () => {
  it("deletes unconfirmed sign-ups and records past their period, keeps the rest, and two instances may run it at once", async () => {
    const stale = await account(false, 7 * DAY + 60_000);
    // An older one that cannot be deleted (a live subscription, and Stripe cannot be reached to end it): it is
    // passed over and logged, and holds back neither the sign-ups after it nor the records' purge.
    const stuck = await account(false, 60 * DAY);
    await admin
      .from("subscriptions")
      .insert({ id: `sub_${randomUUID().slice(0, 8)}`, user_id: stuck.id, stripe_customer_id: "cus_test", status: "active" });
    const young = await account(false, 7 * DAY - 3_600_000);
    const mailedAgain = await account(false, 30 * DAY, DAY);
    const confirmedOld = await account(true, 400 * DAY);
    // An unconfirmed sign-up with someone's address never takes that person's newsletter subscription along.
    await admin.from("newsletter_subscribers").insert({
      email: stale.email,
      status: "active",
      locale: "en",
      source: "page",
      consent_text_version: "test",
      confirmed_at: ago(DAY),
    });
    // A contract that still runs keeps its records whatever their age.
    const running = `sub_${randomUUID().slice(0, 8)}`;
    await admin.from("subscriptions").insert({ id: running, user_id: confirmedOld.id, stripe_customer_id: "cus_test", status: "active" });

    const past: [RetainedTable, string][] = [];
    const kept: [RetainedTable, string][] = [];
    for (const rule of recordRetention) {
      const cutoff = retentionCutoff(rule.withoutContract.years, now);
      past.push([rule.table, await record(rule.table, null, new Date(cutoff.getTime() - 60_000))]);
      kept.push([rule.table, await record(rule.table, null, cutoff)]);
      // Records of a contract stay however old while it runs or its end is unknown (their period counts from its end).
      kept.push([rule.table, await record(rule.table, running, new Date(cutoff.getTime() - 60_000))]);
      kept.push([rule.table, await record(rule.table, `sub_${randomUUID().slice(0, 8)}`, new Date(now.getTime() - 20 * 365 * DAY))]);
    }

    // Every instance purges at start-up. Their Stripe cannot be reached: only the sign-up with a running
    // subscription needs it, and the others (nothing ever ordered) must go without it.
    const env = { SUPABASE_URL: backend.url, STRIPE_API_URL: "http://127.0.0.1:9" };
    apps = await Promise.all([startApp(env), startApp(env)]);

    await pollUntil(
      "the purge",
      async () => !(await exists(stale.id)) && (await Promise.all(past.map(([table, id]) => recordExists(table, id)))).every((found) => !found),
      (done) => done,
    );
    expect(await profileExists(stale.id)).toBe(false);
    for (const user of [young, mailedAgain, confirmedOld]) {
      expect(await exists(user.id)).toBe(true);
      expect(await profileExists(user.id)).toBe(true);
    }
    expect((await admin.from("newsletter_subscribers").select("status").eq("email", stale.email).single()).data).toEqual({ status: "active" });
    for (const [table, id] of kept) expect(await recordExists(table, id), `${table} ${id}`).toBe(true);
    expect(await exists(stuck.id)).toBe(true);
    expect(apps.some((app) => app.logs().includes("retention: an unconfirmed sign-up could not be deleted"))).toBe(true);
    for (const app of apps) expect(app.logs()).not.toContain("retention: purge failed");
  });

  it("is for the server alone", async () => {
    const { error } = await adminClient(backend.url).rpc("expired_unconfirmed_signups", { older_than: now.toISOString(), max_batch: 1 });
    expect(error).toBeNull();
    const anon = createClient(backend.url, backend.publishableKey, { realtime, auth: { persistSession: false } });
    expect((await anon.rpc("expired_unconfirmed_signups", { older_than: now.toISOString(), max_batch: 1 })).error).not.toBeNull();
    expect(
      (
        await anon.rpc("purge_retained_records", {
          target: "billing_orders",
          received_before: now.toISOString(),
          contract_ended_before: now.toISOString(),
        })
      ).error,
    ).not.toBeNull();
  });
});
