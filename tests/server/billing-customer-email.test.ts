import { describe, expect, it } from "vitest";
import { adminClient } from "../support/clients";
import { postForm } from "../support/http";
import { pathOf, waitForMail } from "../support/mail";
import { cookieHeader, createConfirmedUser, sessionCookies, uniqueEmail } from "../support/session";
import { signedInUser } from "../support/account";
import { orderAndPay, billingAppForFile } from "../support/billing";

const billing = billingAppForFile();

/** The rows a signed-out declaration by this address is matched through (contract-match.server.ts). */
async function customersByAddress(email: string) {
  const { data, error } = await adminClient().from("billing_customers").select("user_id, stripe_customer_id").eq("email", email.toLowerCase());
  if (error) throw error;
  return data;
}

async function customerOf(userId: string) {
  const { data, error } = await adminClient().from("billing_customers").select("*").eq("user_id", userId).single();
  if (error) throw error;
  return data;
}

/** Follows one e-mail change link the way the confirmation page's button does (POST /auth/confirm). */
async function confirmChange(to: string, subject: RegExp) {
  const mail = await waitForMail({ to, subject });
  const link = mail.links.find((href) => href.includes("/auth/confirm?"));
  if (!link) throw new Error(`no confirmation link in the mail to ${to}`);
  const query = new URL(billing.app.url + pathOf(link)).searchParams;
  const answer = await fetch(billing.app.url + "/auth/confirm", {
    method: "POST",
    headers: { Origin: billing.app.url },
    // Every field of the link, as the page's button posts them.
    body: query,
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
}

const cancelSignedOut = (email: string) =>
  fetch(`${billing.app.url}/cancel-contract`, {
    method: "POST",
    body: new URLSearchParams({ name: "Someone", email, contractReference: "", kind: "ordinary", reason: "", end: "next_possible", date: "" }),
  });

describe("the billing customer's address follows the account's confirmed e-mail change", () => {
  it("moves our row and the Stripe customer's address once both links are followed", async () => {
    const user = await signedInUser("Moving Address");
    await orderAndPay(billing.app, user.cookie, "month");
    const before = await customerOf(user.id);
    expect(before.email).toBe(user.email);

    const newEmail = uniqueEmail("moved");
    const started = await postForm(billing.app, "/my/settings", { intent: "email", email: newEmail }, { Cookie: user.cookie });
    expect(started.status).toBe(200);
    await confirmChange(user.email, /Confirm the change of your Kolleague email address/);
    // Half-way (secure change): nothing has changed yet.
    expect((await customerOf(user.id)).email).toBe(user.email);
    await confirmChange(newEmail, /Confirm your new email address/);

    expect(await customersByAddress(newEmail)).toEqual([{ user_id: user.id, stripe_customer_id: before.stripe_customer_id }]);
    expect(await customersByAddress(user.email)).toEqual([]);
    const atStripe = await billing.stripe.customers.retrieve(before.stripe_customer_id);
    expect(atStripe).toMatchObject({ email: newEmail });
    expect((await customerOf(user.id)).stripe_email).toBe(newEmail);
  });

  it("moves the row with a change made outside the billing.app (admin API), and tells Stripe at the next webhook", async () => {
    const user = await signedInUser("Changed By Operator");
    await orderAndPay(billing.app, user.cookie, "month");
    const { stripe_customer_id: customer } = await customerOf(user.id);
    const newEmail = uniqueEmail("operator-moved");
    expect((await adminClient().auth.admin.updateUserById(user.id, { email: newEmail })).error).toBeNull();
    expect(await customersByAddress(newEmail)).toEqual([{ user_id: user.id, stripe_customer_id: customer }]);
    expect(await customersByAddress(user.email)).toEqual([]);

    const [sub] = (await billing.stripe.subscriptions.list({ customer })).data;
    const answered = (await (await fetch(`${billing.standIn.url}/__standin/subscriptions/${sub!.id}/advance`, { method: "POST" })).json()) as {
      events: { deliveries: { status: number }[] }[];
    };
    expect(answered.events.every((event) => event.deliveries.at(-1)?.status === 200)).toBe(true);
    expect(await billing.stripe.customers.retrieve(customer)).toMatchObject({ email: newEmail });
  });
});

describe("one customer row per address", () => {
  it("gives an address an earlier account left to a new account: one row for it, and no 503", async () => {
    const first = await signedInUser("First Holder");
    await orderAndPay(billing.app, first.cookie, "month");
    const address = first.email;
    expect((await adminClient().auth.admin.updateUserById(first.id, { email: uniqueEmail("first-moved") })).error).toBeNull();

    const second = await createConfirmedUser({ email: address, fullName: "Second Holder" });
    const cookie = cookieHeader(await sessionCookies(second.email, second.password));
    const { returnTo } = await orderAndPay(billing.app, cookie, "month");
    expect(returnTo).toMatch(/\/checkout\/success/);
    expect((await customersByAddress(address)).map((row) => row.user_id)).toEqual([second.id]);
    expect((await cancelSignedOut(address)).status).not.toBe(503);
  });

  it("moves a stale row aside when a new customer is created for its address, and creates one row when asked twice at once", async () => {
    const stale = await signedInUser("Stale Holder");
    await orderAndPay(billing.app, stale.cookie, "month");
    const newcomer = await signedInUser("Newcomer");
    // A row left from before the trigger existed: it still names an address its account no longer has.
    expect((await adminClient().from("billing_customers").update({ email: newcomer.email }).eq("user_id", stale.id)).error).toBeNull();

    const orders = await Promise.all(
      [0, 1].map(() => postForm(billing.app, "/checkout?interval=month", { interval: "month" }, { Cookie: newcomer.cookie })),
    );
    expect(orders.map((order) => order.status)).toEqual([303, 303]);
    expect((await customersByAddress(newcomer.email)).map((row) => row.user_id)).toEqual([newcomer.id]);
    expect((await customerOf(stale.id)).email).toBe(stale.email);
    expect((await cancelSignedOut(newcomer.email)).status).not.toBe(503);
  });
});
