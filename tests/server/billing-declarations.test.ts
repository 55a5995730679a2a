import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeStandIn } from "../../standins/stripe/index";
import type { RunningApp } from "../support/app-server";
import { uniqueEmail } from "../support/session";
import { adminClient } from "../support/clients";
import { postAccountDeletion, signedInUser } from "../support/account";
import { cancellation, control, orderAndPay, startBillingApp, subscriptionRows } from "../support/billing";
import { postForm } from "../support/http";
import { mailsTo, waitForMail } from "../support/mail";

let app: RunningApp;
let standIn: StripeStandIn;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, standIn, stop } = await startBillingApp());
});
afterAll(() => stop());

describe("the § 312k cancellation page, signed out", () => {
  it("keeps the values and names the missing reason of an extraordinary cancellation", async () => {
    const response = await postForm(app, "/de/cancel-contract", cancellation({ email: "a@example.test", kind: "extraordinary" }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Gib den Grund für die außerordentliche Kündigung an.");
    expect(page).toContain('value="a@example.test"');
  });

  it("waits for the owner: a stranger's cancellation ends nothing until the owner confirms through the mailed link", async () => {
    const owner = await signedInUser("Contract Owner", "de");
    await orderAndPay(app, owner.cookie, "month");
    const [sub] = await subscriptionRows(owner.id);
    const stranger = uniqueEmail("stranger");
    const response = await postForm(app, "/de/cancel-contract", cancellation({ email: stranger, contractReference: sub!.id }));
    expect(response.status).toBe(200);
    const page = (await response.text()).replace(/<[^>]+>/g, " ");
    expect(page).toContain("Deine Kündigung ist eingegangen");
    expect(page).toMatch(/Eingegangen am \d+\. \w+ 2\d{3} um \d{2}:\d{2}:\d{2}/);
    expect(page).toContain("sobald die Kontoinhaberin oder der Kontoinhaber sie über den Link bestätigt");

    const toStranger = await waitForMail({ to: stranger, subject: /Bestätigung deiner Kündigung/ });
    expect(toStranger.text).toContain("Passen diese Angaben zu einem Vertrag");
    expect(toStranger.text).not.toMatch(/endet am/);
    // The owner is asked; the sync point that the queue has matched and done everything it does before.
    const ask = await waitForMail({ to: owner.email, subject: /Bitte bestätige die Kündigung/ });
    expect(ask.text).toContain("ohne Anmeldung in deinem Konto abgegeben");
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    const { data: row } = await adminClient().from("contract_cancellations").select("state, user_id").eq("email", stranger).single();
    expect(row).toEqual({ state: "awaiting_owner", user_id: owner.id });

    const link = ask.links.find((href) => href.includes("/de/confirm-declaration?"))!;
    const opened = await fetch(app.url + new URL(link).pathname + new URL(link).search);
    expect((await opened.text()).replace(/<[^>]+>/g, " ")).toContain("Kündigung bestätigen");
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: false });
    const form = Object.fromEntries(new URL(link).searchParams);
    const confirmed = await postForm(app, new URL(link).pathname, form);
    expect(confirmed.status).toBe(200);
    expect((await confirmed.text()).replace(/<[^>]+>/g, " ")).toMatch(/Dein Vertrag endet am \d+\. \w+ 2\d{3}/);
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: true });
    const result = await waitForMail({ to: owner.email, subject: /Bestätigung deiner Kündigung/ });
    expect(result.text).toMatch(/Dein Vertrag endet am \d+\. \w+ 2\d{3}/);
  });

  it("asks the owner in the account's language, not the declarant's page's", async () => {
    const owner = await signedInUser("English Owner", "en");
    await orderAndPay(app, owner.cookie, "month");
    const [sub] = await subscriptionRows(owner.id);
    const stranger = uniqueEmail("stranger");
    await postForm(app, "/de/cancel-contract", cancellation({ email: stranger, contractReference: sub!.id }));
    await waitForMail({ to: stranger, subject: /Bestätigung deiner Kündigung/ });
    const ask = await waitForMail({ to: owner.email, subject: /Please confirm the cancellation/ });
    expect(ask.text).toContain(sub!.id);
    expect(ask.text).not.toMatch(/Kündigung|bestätige/);
    const link = new URL(ask.links.find((href) => href.includes("/confirm-declaration?"))!);
    expect(link.pathname).toBe("/confirm-declaration");
    expect((await postForm(app, link.pathname, Object.fromEntries(link.searchParams))).status).toBe(200);
    const result = await waitForMail({ to: owner.email, subject: /Confirmation of your cancellation/ });
    expect(result.text).toMatch(/Your contract ends on \d{1,2} \w+ \d{4}/);
  });

  it("records a declaration that matches no contract, acknowledges it and leaves it to the operator", async () => {
    const email = uniqueEmail("nobody");
    const response = await postForm(app, "/cancel-contract", cancellation({ email, end: "specific", date: "2027-03-31" }));
    expect(response.status).toBe(200);
    const mail = await waitForMail({ to: email, subject: /Confirmation of your cancellation/ });
    expect(mail.text).toContain("Requested end: 31 March 2027");
    const { data } = await adminClient().from("contract_cancellations").select("user_id, ends_on, requested_date, state").eq("email", email).single();
    expect(data).toEqual({ user_id: null, ends_on: null, requested_date: "2027-03-31", state: "unmatched" });
  });
});

describe("the § 356a withdrawal button, signed out", () => {
  it("asks to confirm first, acknowledges with date and time, and withdraws only once the owner confirms", async () => {
    const owner = await signedInUser("Withdrawing Owner", "de");
    await orderAndPay(app, owner.cookie, "year");
    const fields = { name: "Withdrawing Owner", email: owner.email, contractReference: "" };
    const review = await postForm(app, "/de/withdraw", { ...fields, step: "review" });
    expect(review.status).toBe(200);
    expect(await review.text()).toContain("Widerruf bestätigen");
    expect(await adminClient().from("contract_withdrawals").select("id").eq("email", owner.email)).toMatchObject({ data: [] });
    expect((await subscriptionRows(owner.id))[0]?.status).toBe("trialing");

    const confirmed = await postForm(app, "/de/withdraw", { ...fields, step: "confirm" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Dein Widerruf ist eingegangen");
    const received = await waitForMail({ to: owner.email, subject: /Eingangsbestätigung deines Widerrufs/ });
    expect(received.text).toMatch(/Eingegangen am \d+\. \w+ 2\d{3} um \d{2}:\d{2}:\d{2}/);
    expect(received.text).toContain("Hiermit widerrufe ich");
    const ask = await waitForMail({ to: owner.email, subject: /Bitte bestätige den Widerruf/ });
    // By e-mail address alone nothing ends: the account keeps its trial until the owner confirms.
    expect((await subscriptionRows(owner.id))[0]?.status).toBe("trialing");

    const link = ask.links.find((href) => href.includes("/de/confirm-declaration?"))!;
    const done = await postForm(app, new URL(link).pathname, Object.fromEntries(new URL(link).searchParams));
    expect((await done.text()).replace(/<[^>]+>/g, " ")).toContain("Deine Mitgliedschaft ist beendet");
    expect((await subscriptionRows(owner.id))[0]?.status).toBe("canceled");
    const mail = await waitForMail({ to: owner.email, subject: /Eingangsbestätigung deines Widerrufs/, except: [received] });
    expect(mail.text).toContain("Deine Mitgliedschaft ist beendet");
    // The operator is told to refund (the support inbox; in tests MAIL_FROM's address).
    const [sub] = await subscriptionRows(owner.id);
    const notice = await waitForMail({ to: "hello@kolleague.local", subject: new RegExp(`Widerruf eingegangen \\(${sub!.id}\\)`) });
    expect(notice.text).toContain("innerhalb von 14 Tagen ab Eingang erstatten");
  });
});

describe("order confirmation", () => {
  it("is mailed in the page's language with the contract's content", async () => {
    const owner = await signedInUser("Ordering Owner");
    const before = await mailsTo({ to: owner.email });
    await orderAndPay(app, owner.cookie, "year", "/de/checkout");
    const mail = await waitForMail({ to: owner.email, subject: /Deine Bestellung von Kolleague Plus/, except: before });
    expect(mail.text).toMatch(/99,00\s€ pro Jahr, inkl. USt./);
    expect(mail.text).toMatch(/Testphase läuft bis einschließlich \d+\. \w+ 2\d{3}/);
    expect(mail.text).toContain("/de/refund");
  });
});

describe("the trial reminder", () => {
  it("is mailed in the account's language when Stripe announces the trial's end", async () => {
    const owner = await signedInUser("Trial Reminder");
    await orderAndPay(app, owner.cookie, "month");
    const [sub] = await subscriptionRows(owner.id);
    expect(await mailsTo({ to: owner.email })).not.toContainEqual(expect.objectContaining({ subject: expect.stringMatching(/trial ends/) }));
    await control(standIn, `subscriptions/${sub!.id}/trial-will-end`);
    const mail = await waitForMail({ to: owner.email, subject: /Your Kolleague Plus trial ends on \d{1,2} \w+ \d{4}/ });
    expect(mail.text).toMatch(/costs €9\.99 per month/);
    expect(mail.text).toContain("/cancel-contract");
  });
});

describe("deleting an account with a membership", () => {
  it("ends the subscription at Stripe first, deletes the billing state and keeps the order unlinked", async () => {
    const owner = await signedInUser("Leaving Member");
    await orderAndPay(app, owner.cookie, "month");
    const [sub] = await subscriptionRows(owner.id);
    const deleted = await postAccountDeletion(app, owner);
    expect(deleted.status).toBe(302);
    const atStripe = (await (
      await fetch(`${standIn.url}/v1/subscriptions/${sub!.id}`, {
        headers: { Authorization: "Bearer sk_test_local_development_key_do_not_use_in_production" },
      })
    ).json()) as { status: string };
    expect(atStripe.status).toBe("canceled");
    expect(await subscriptionRows(owner.id)).toEqual([]);
    expect((await adminClient().from("billing_customers").select("user_id").eq("user_id", owner.id)).data).toEqual([]);
    const { data: orders } = await adminClient().from("billing_orders").select("user_id, subscription_id").eq("subscription_id", sub!.id);
    expect(orders).toEqual([{ user_id: null, subscription_id: sub!.id }]);
  });
});
