import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalBackend, type LocalBackend } from "@kolleague/local-supabase";
import { purgeExpiredRecords } from "../../app/features/user-data/retention.server";
import type { RetainedTable } from "../../app/features/user-data/retention";
import { adminClient } from "../support/clients";
import { postAccountDeletion, signedInUser } from "../support/account";
import { control, orderAndPay, subscriptionRows, billingAppForFile } from "../support/billing";
import { uniqueEmail } from "../support/session";
import { insertRetainedRecord } from "../support/retained-records";

type Admin = ReturnType<typeof adminClient>;

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : null);

const record = async (admin: Admin, table: RetainedTable, subscriptionId: string | null, at = new Date().toISOString()) => ({
  table,
  id: await insertRetainedRecord(admin, table, subscriptionId, at),
});

type Row = Awaited<ReturnType<typeof record>>;
const read = async (admin: Admin, { table, id }: Row) =>
  (await admin.from(table).select("user_id, contract_ended_at").eq("id", id).maybeSingle()).data;
const endOf = async (admin: Admin, row: Row) => time((await read(admin, row))?.contract_ended_at);

describe("the purge counts a contract's records from the end of the Berlin year it ended", () => {
  // A backend of its own: the purge runs here as of dates up to 2100, which would empty the shared one.
  let backend: LocalBackend;
  let admin: Admin;
  beforeAll(async () => {
    backend = await startLocalBackend({ port: 0, smtpPort: 0, quiet: true });
    admin = adminClient(backend.url);
  });
  afterAll(() => backend?.stop());

  it("deletes its order 8 and its declarations 6 years after, keeps a running contract's, and never moves a recorded end", async () => {
    const { data: user } = await admin.auth.admin.createUser({ email: uniqueEmail("contract-end"), email_confirm: true });
    const subscription = async (status: string) => {
      const id = `sub_${randomUUID().slice(0, 12)}`;
      const { error } = await admin.from("subscriptions").insert({ id, user_id: user.user!.id, stripe_customer_id: "cus_test", status });
      if (error) throw error;
      return id;
    };
    const ended = await subscription("active");
    const running = await subscription("active");
    const lastSecondOf2026 = "2026-12-31T22:59:59Z"; // 23:59:59 in Berlin

    const order = await record(admin, "billing_orders", ended, "2026-02-01T10:00:00Z");
    const cancellation = await record(admin, "contract_cancellations", ended, "2026-06-01T10:00:00Z");
    // Stripe reports the end: the subscription is written ended, and its records take the end in the same statement.
    await admin.from("subscriptions").update({ status: "canceled", ended_at: lastSecondOf2026 }).eq("id", ended);
    // A declaration linked after the end (matched while the contract ran, stored after its end) takes it too.
    const withdrawal = await record(admin, "contract_withdrawals", ended, "2026-12-20T10:00:00Z");
    for (const row of [order, cancellation, withdrawal]) expect(await endOf(admin, row)).toBe(time(lastSecondOf2026));

    // A late or repeated report with another time, and a direct write, leave the recorded end as it is.
    await admin.from("subscriptions").update({ ended_at: "2027-03-01T12:00:00Z", updated_at: new Date().toISOString() }).eq("id", ended);
    await admin.from("billing_orders").update({ contract_ended_at: "2027-03-01T12:00:00Z" }).eq("id", order.id);
    expect(await endOf(admin, order)).toBe(time(lastSecondOf2026));

    // Rows of a contract that runs, or whose end was never recorded (its account went before it ended), and
    // rows without a contract received in the same last second of 2026.
    const forever = [
      await record(admin, "billing_orders", running, "2000-01-01T10:00:00Z"),
      await record(admin, "contract_cancellations", running, "2000-01-01T10:00:00Z"),
      await record(admin, "billing_orders", `sub_${randomUUID().slice(0, 12)}`, "2000-01-01T10:00:00Z"),
    ];
    const withoutContract = await Promise.all(
      (["billing_orders", "contract_cancellations", "contract_withdrawals"] as const).map((table) => record(admin, table, null, lastSecondOf2026)),
    );

    const purgeAt = async (now: string) => purgeExpiredRecords(admin, new Date(now));
    const present = async (rows: Row[]) => Promise.all(rows.map(async (row) => (await read(admin, row)) !== null));

    // 23:30 on New Year's Eve in Berlin still keeps the year's rows; midnight deletes them.
    await purgeAt("2029-12-31T22:30:00Z");
    expect(await present(withoutContract)).toEqual([true, true, true]);
    await purgeAt("2029-12-31T23:00:00Z");
    expect(await present(withoutContract)).toEqual([false, false, false]);
    expect(await present([order, cancellation, withdrawal])).toEqual([true, true, true]);

    await purgeAt("2032-12-31T22:30:00Z");
    expect(await present([order, cancellation, withdrawal])).toEqual([true, true, true]);
    await purgeAt("2032-12-31T23:00:00Z");
    expect(await present([order, cancellation, withdrawal])).toEqual([true, false, false]);

    await purgeAt("2034-12-31T22:30:00Z");
    expect(await present([order])).toEqual([true]);
    await purgeAt("2034-12-31T23:00:00Z");
    expect(await present([order])).toEqual([false]);

    await purgeAt("2100-01-01T00:00:00Z");
    expect(await present(forever)).toEqual([true, true, true]);
  });
});

describe("a contract's end reaches its records however the contract ends", () => {
  const billing = billingAppForFile();
  const admin = adminClient();

  it("is written when Stripe reports the end, and a replay of that report leaves it as it is", async () => {
    const user = await signedInUser("Contract End");
    await orderAndPay(billing.app, user.cookie, "month");
    const [subscription] = await subscriptionRows(user.id);
    const { data: order } = await admin.from("billing_orders").select("id").eq("subscription_id", subscription!.id).single();
    const orderRow = { table: "billing_orders" as const, id: order!.id };
    const cancellation = await record(admin, "contract_cancellations", subscription!.id);
    expect((await read(admin, orderRow))!.contract_ended_at).toBeNull();

    const atStripe = await billing.stripe.subscriptions.cancel(subscription!.id);
    await control(billing.standIn, "webhooks/flush");
    const end = atStripe.ended_at! * 1000;
    expect(await endOf(admin, orderRow)).toBe(end);
    expect(await endOf(admin, cancellation)).toBe(end);

    // The same event handled once more (its handled mark lost): the subscription is written again, the end stays.
    const { data: events } = (await (await fetch(`${billing.standIn.url}/__standin/events?type=customer.subscription.deleted`)).json()) as {
      data: { id: string; object_id: string }[];
    };
    const deleted = events.find((event) => event.object_id === subscription!.id)!;
    const before = (await subscriptionRows(user.id))[0]!.updated_at;
    await admin.from("stripe_events").delete().eq("id", deleted.id);
    const replay = (await control(billing.standIn, `events/${deleted.id}/resend`)) as { deliveries: { status: number | null }[] };
    expect(replay.deliveries.at(-1)?.status).toBe(200);
    expect((await subscriptionRows(user.id))[0]!.updated_at).not.toBe(before);
    expect(await endOf(admin, orderRow)).toBe(end);
  });

  it("is written when deleting the account ends a running contract, before Stripe's event can arrive", async () => {
    const user = await signedInUser("Leaving With Records");
    await orderAndPay(billing.app, user.cookie, "month");
    const [subscription] = await subscriptionRows(user.id);
    const { data: order } = await admin.from("billing_orders").select("id").eq("subscription_id", subscription!.id).single();
    // Stripe's "deleted" event is held back until the account and its subscription row are gone.
    await control(billing.standIn, "webhooks/hold");
    try {
      const deleted = await postAccountDeletion(billing.app, user);
      expect(deleted.status).toBe(302);
      expect(await subscriptionRows(user.id)).toEqual([]);
      const atStripe = await billing.stripe.subscriptions.retrieve(subscription!.id);
      expect(atStripe.status).toBe("canceled");
      const kept = { table: "billing_orders" as const, id: order!.id };
      expect((await read(admin, kept))?.user_id).toBeNull();
      expect(await endOf(admin, kept)).toBe(atStripe.ended_at! * 1000);
    } finally {
      await control(billing.standIn, "webhooks/release", { order: "original" });
    }
  });
});
