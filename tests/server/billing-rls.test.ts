import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, userClient } from "../support/clients";
import { signedInUser } from "../support/account";

let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
const subId = `sub_rls_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  [owner, other] = await Promise.all([signedInUser("Billing Owner"), signedInUser("Billing Other")]);
  const admin = adminClient();
  const customer = `cus_rls_${randomUUID().slice(0, 8)}`;
  const now = new Date().toISOString();
  for (const result of [
    await admin.from("billing_customers").insert({ user_id: owner.id, stripe_customer_id: customer, email: owner.email.toLowerCase() }),
    await admin
      .from("subscriptions")
      .insert({ id: subId, user_id: owner.id, stripe_customer_id: customer, status: "active", billing_interval: "month", current_period_end: now }),
    await admin.from("billing_orders").insert({
      user_id: owner.id,
      email: owner.email,
      locale: "en",
      price_lookup_key: "kolleague_plus_monthly",
      unit_amount: 999,
      currency: "eur",
      billing_interval: "month",
      terms_version: "t",
      early_start_requested: false,
    }),
    await admin.from("contract_cancellations").insert({
      user_id: owner.id,
      subscription_id: subId,
      name: "Owner",
      email: owner.email,
      kind: "ordinary",
      requested_end: "next_possible",
      locale: "en",
    }),
    await admin.from("contract_withdrawals").insert({ user_id: owner.id, subscription_id: subId, name: "Owner", email: owner.email, locale: "en" }),
    await admin.from("stripe_events").insert({ id: `evt_rls_${randomUUID().slice(0, 8)}`, type: "invoice.paid" }),
  ]) {
    expect(result.error).toBeNull();
  }
});

const ownRows = ["subscriptions", "billing_orders", "contract_cancellations", "contract_withdrawals"] as const;
const serverOnly = ["billing_customers", "stripe_events"] as const;

describe("row-level security on billing tables", () => {
  it("lets the owner read their own subscription, orders and declarations", async () => {
    const asOwner = await userClient(owner.email, owner.password);
    for (const table of ownRows) expect((await asOwner.from(table).select("user_id")).data, table).toEqual([{ user_id: owner.id }]);
  });

  it("shows a second user none of them", async () => {
    const asOther = await userClient(other.email, other.password);
    for (const table of ownRows) expect((await asOther.from(table).select("*")).data, table).toEqual([]);
  });

  it("keeps customers and processed events from every signed-in user", async () => {
    for (const person of [owner, other]) {
      const client = await userClient(person.email, person.password);
      for (const table of serverOnly) {
        const read = await client.from(table).select("*");
        expect(read.data ?? [], table).toEqual([]);
        expect(read.error, table).not.toBeNull();
      }
    }
  });

  it("lets no user write billing state, not even their own", async () => {
    const asOwner = await userClient(owner.email, owner.password);
    expect(
      (await asOwner.from("subscriptions").update({ status: "active", current_period_end: "2099-01-01T00:00:00Z" }).eq("id", subId).select()).error,
    ).not.toBeNull();
    const forged = await asOwner.from("subscriptions").insert({ id: "sub_forged", user_id: owner.id, stripe_customer_id: "cus_x", status: "active" });
    expect(forged.error).not.toBeNull();
    const asOther = await userClient(other.email, other.password);
    expect((await asOther.from("contract_cancellations").delete().eq("user_id", owner.id).select()).error).not.toBeNull();
    const { data } = await adminClient().from("subscriptions").select("current_period_end").eq("id", subId).single();
    expect(data?.current_period_end).not.toContain("2099");
  });
});
