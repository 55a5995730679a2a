import { describe, expect, it } from "vitest";
import { postForm } from "../support/http";
import { postAccountDeletion, signedInUser } from "../support/account";
import { adminClient } from "../support/clients";
import { control, orderAndPay, subscriptionRows, billingAppForFile } from "../support/billing";

const billing = billingAppForFile();

const settings = async (cookie: string, path = "/my/settings") => {
  const html = await (await fetch(billing.app.url + path, { headers: { Cookie: cookie } })).text();
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
};

describe("deleting an account warns first about the membership", () => {
  it("tells a member with a paid period left that it ends at once without a pro-rata refund, and how to withdraw instead (EN and DE)", async () => {
    const user = await signedInUser("Paid Member");
    // Paid at once, without a trial (as for someone who had one before): the withdrawal period runs.
    const customer = await billing.stripe.customers.create({ email: user.email, metadata: { user_id: user.id } });
    const [monthly] = (await billing.stripe.prices.list({ lookup_keys: ["kolleague_plus_monthly"] })).data;
    await billing.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly!.id }], metadata: { user_id: user.id } });
    await control(billing.standIn, "webhooks/flush");
    expect(await subscriptionRows(user.id)).toMatchObject([{ status: "active" }]);

    const en = await settings(user.cookie);
    expect(en.text).toMatch(/Your membership is paid until \d{1,2} \w+ \d{4}\. Deleting your account cancels it at Stripe at once/);
    expect(en.text).toContain("is lost and not refunded. If you only want to stop paying, cancel instead and keep Kolleague Plus until");
    expect(en.text).toContain("If you withdraw first, we refund your payment");
    expect(en.html).toContain('href="/withdraw"');
    expect(en.html).toContain('href="/refund"');
    // The warning sits in the deletion form, before the confirmation fields.
    expect(en.html.indexOf("Your membership is paid until")).toBeLessThan(en.html.indexOf('name="confirmation"'));

    const de = await settings(user.cookie, "/de/my/settings");
    expect(de.text).toMatch(
      /Deine Mitgliedschaft ist bis \d{1,2}\. \S+ \d{4} bezahlt\. Wenn du dein Konto löschst, wird sie sofort bei Stripe gekündigt/,
    );
    expect(de.text).toContain("verfällt und wird nicht erstattet. Willst du nur nicht mehr zahlen, kündige stattdessen");
    expect(de.html).toContain('href="/de/withdraw"');
  });

  it("tells a member in the trial that it ends at once and costs nothing", async () => {
    const user = await signedInUser("Trial Member");
    await orderAndPay(billing.app, user.cookie, "year");
    expect((await settings(user.cookie)).text).toMatch(
      /Your free trial runs up to and including .+ Deleting your account ends it at once; nothing is charged/,
    );
    expect((await settings(user.cookie, "/de/my/settings")).text).toContain(
      "Wenn du dein Konto löschst, endet sie sofort; es wird nichts berechnet.",
    );
  });

  it("shows no membership warning to a free user (EN and DE)", async () => {
    const user = await signedInUser("Free User");
    const en = await settings(user.cookie);
    expect(en.text).toContain("Delete my account");
    expect(en.text).not.toContain("Your Kolleague Plus membership");
    const de = await settings(user.cookie, "/de/my/settings");
    expect(de.text).toContain("Mein Konto löschen");
    expect(de.text).not.toContain("Deine Mitgliedschaft Kolleague Plus");
  });

  it("still cancels the subscription at Stripe at once when the account is deleted", async () => {
    const user = await signedInUser("Leaving Member");
    await orderAndPay(billing.app, user.cookie, "month");
    const [row] = await subscriptionRows(user.id);
    // Past the trial (14 days) and the first paid month: the withdrawal period, which runs to the end of
    // the 14th day in Berlin time, is over too.
    await control(billing.standIn, `subscriptions/${row!.id}/advance`);
    await control(billing.standIn, `subscriptions/${row!.id}/advance`);
    const page = await settings(user.cookie);
    // The withdrawal period is over: the warning says what is lost, and no more.
    expect(page.text).toContain("Deleting your account cancels it at Stripe at once");
    expect(page.text).not.toContain("If you withdraw first");
    const deleted = await postAccountDeletion(billing.app, user);
    expect(deleted.status).toBe(302);
    const atStripe = await billing.stripe.subscriptions.retrieve(row!.id);
    expect(atStripe.status).toBe("canceled");
    // Ended without a final invoice or proration: nothing more is charged, nothing is credited.
    const invoices = await billing.stripe.invoices.list({ subscription: row!.id });
    expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([999, 999, 0]);
    // Stripe keeps the invoices, not the person: the customer no longer names the address or the account.
    const customer = await billing.stripe.customers.retrieve(atStripe.customer as string);
    expect(customer).toMatchObject({ email: null, name: null, metadata: {} });
  });

  it("expires a checkout page still open in another tab, so it cannot be paid after the account is gone", async () => {
    const user = await signedInUser("Two Tabs");
    const ordered = await postForm(billing.app, "/checkout?interval=month", { interval: "month" }, { Cookie: user.cookie });
    const checkoutUrl = ordered.headers.get("location")!;
    expect(await (await fetch(checkoutUrl)).text()).toMatch(/<form method="post" action="[^"]+\/complete"/);
    const deleted = await postAccountDeletion(billing.app, user);
    expect(deleted.status).toBe(302);
    // The page no longer offers to pay, a payment sent anyway is refused, and nothing runs at Stripe.
    expect(await (await fetch(checkoutUrl)).text()).not.toMatch(/action="[^"]+\/complete"/);
    const paid = await fetch(`${checkoutUrl}/complete`, { method: "POST", redirect: "manual" });
    expect(paid.status).not.toBe(303);
    const session = await billing.stripe.checkout.sessions.retrieve(/cs_[A-Za-z0-9_]+/.exec(checkoutUrl)![0]);
    expect(session).toMatchObject({ status: "expired", subscription: null });
  });

  it("ends a subscription Stripe has but whose events have not arrived, and keeps its order as the contract's record", async () => {
    const user = await signedInUser("Events Late");
    await control(billing.standIn, "webhooks/hold");
    try {
      await orderAndPay(billing.app, user.cookie, "month");
      expect(await subscriptionRows(user.id)).toEqual([]);
      const { data: customer } = await adminClient().from("billing_customers").select("stripe_customer_id").eq("user_id", user.id).single();
      const deleted = await postAccountDeletion(billing.app, user);
      expect(deleted.status).toBe(302);
      const [atStripe] = (await billing.stripe.subscriptions.list({ customer: customer!.stripe_customer_id, status: "all" })).data;
      expect(atStripe?.status).toBe("canceled");
      // The order is linked to the contract it made, with the contract's end: kept 8 years from then, not 3 from receipt.
      const { data: order } = await adminClient()
        .from("billing_orders")
        .select("user_id, subscription_id, contract_ended_at")
        .eq("email", user.email)
        .single();
      expect(order).toMatchObject({ user_id: null, subscription_id: atStripe!.id });
      expect(Date.parse(order!.contract_ended_at!)).toBe(atStripe!.ended_at! * 1000);
    } finally {
      await control(billing.standIn, "webhooks/release", { order: "original" });
    }
  });

  it("ends the running contract of an account deleted elsewhere when its next event arrives, and records the end on its order", async () => {
    const user = await signedInUser("Deleted Elsewhere");
    await orderAndPay(billing.app, user.cookie, "month");
    const [row] = await subscriptionRows(user.id);
    // Deleted where the app did not see it (the backend's dashboard): the subscription runs on at Stripe.
    await adminClient().auth.admin.deleteUser(user.id);
    await billing.stripe.subscriptions.update(row!.id, { metadata: { note: "an event" } });
    await control(billing.standIn, "webhooks/flush");
    const atStripe = await billing.stripe.subscriptions.retrieve(row!.id);
    expect(atStripe.status).toBe("canceled");
    const { data: order } = await adminClient().from("billing_orders").select("subscription_id, contract_ended_at").eq("email", user.email).single();
    expect(order!.subscription_id).toBe(row!.id);
    expect(Date.parse(order!.contract_ended_at!)).toBe(atStripe.ended_at! * 1000);
  });

  it("leaves alone a subscription that names a user this database does not have and no order of ours", async () => {
    // Another deployment on the same Stripe account, or a test subscription `stripe listen` forwards to everyone.
    const customer = await billing.stripe.customers.create({ email: "someone-else@example.com" });
    const [monthly] = (await billing.stripe.prices.list({ lookup_keys: ["kolleague_plus_monthly"] })).data;
    const foreign = { user_id: crypto.randomUUID(), order_id: crypto.randomUUID() };
    const sub = await billing.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly!.id }], metadata: foreign });
    await control(billing.standIn, "webhooks/flush");
    expect((await billing.stripe.subscriptions.retrieve(sub.id)).status).toBe("active");
  });

  it("deletes an account whose subscription our table still shows running though Stripe has ended it", async () => {
    const user = await signedInUser("Stale Row");
    await orderAndPay(billing.app, user.cookie, "month");
    const [row] = await subscriptionRows(user.id);
    await control(billing.standIn, "webhooks/hold");
    try {
      await billing.stripe.subscriptions.cancel(row!.id);
      expect((await subscriptionRows(user.id))[0]!.status).toBe("trialing");
      const deleted = await postAccountDeletion(billing.app, user);
      expect(deleted.status).toBe(302);
      expect((await adminClient().auth.admin.getUserById(user.id)).data.user).toBeNull();
    } finally {
      await control(billing.standIn, "webhooks/release", { order: "original" });
    }
  });

  it("acknowledges Stripe's events about the contract that arrive after the account is gone", async () => {
    const user = await signedInUser("Gone Member");
    await orderAndPay(billing.app, user.cookie, "month");
    const [row] = await subscriptionRows(user.id);
    // Stripe's "deleted" event arrives only once the account no longer exists.
    await control(billing.standIn, "webhooks/hold");
    const deleted = await postAccountDeletion(billing.app, user);
    expect(deleted.status).toBe(302);
    await control(billing.standIn, "webhooks/release", { order: "original" });
    const { data } = (await (await fetch(`${billing.standIn.url}/__standin/events?type=customer.subscription.deleted`)).json()) as {
      data: { object_id: string; deliveries: { status: number | null }[] }[];
    };
    // Acknowledged, not answered 500 for Stripe to retry for days; and nothing is stored for the gone account.
    expect(data.find((event) => event.object_id === row!.id)?.deliveries.at(-1)?.status).toBe(200);
    expect(await subscriptionRows(user.id)).toEqual([]);
  });
});
