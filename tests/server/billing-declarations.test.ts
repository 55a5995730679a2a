import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeStandIn } from "../../standins/stripe/index";
import type { RunningApp } from "../support/app-server";
import { uniqueEmail } from "../support/session";
import { adminClient } from "../support/clients";
import { signedInUser } from "./account-helpers";
import { control, orderAndPay, startBillingApp, subscriptionRows } from "./billing-helpers";
import { postForm } from "../support/http";
import { mailsTo, waitForMail } from "../support/mail";

let app: RunningApp;
let standIn: StripeStandIn;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, standIn, stop } = await startBillingApp());
});
afterAll(() => stop());

const cancellation = (fields: Record<string, string>) => ({
  name: "Someone",
  contractReference: "",
  kind: "ordinary",
  reason: "",
  end: "next_possible",
  date: "",
  ...fields,
});

describe("the § 312k cancellation page, signed out", () => {
  it("keeps the values and names the missing reason of an extraordinary cancellation", async () => {
    const response = await postForm(app, "/de/cancel-contract", cancellation({ email: "a@example.test", kind: "extraordinary" }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Gib den Grund für die außerordentliche Kündigung an.");
    expect(page).toContain('value="a@example.test"');
  });

  it("confirms to the typed address and, for a matched contract, to the account's own address with the end date", async () => {
    const owner = await signedInUser("Contract Owner");
    await orderAndPay(app, owner.cookie, "month");
    const [sub] = await subscriptionRows(owner.id);
    const stranger = uniqueEmail("stranger");
    const response = await postForm(app, "/de/cancel-contract", cancellation({ email: stranger, contractReference: sub!.id }));
    expect(response.status).toBe(200);
    const page = (await response.text()).replace(/<[^>]+>/g, " ");
    expect(page).toContain("Deine Kündigung ist eingegangen");
    expect(page).toMatch(/Eingegangen am \d+\. \w+ 2\d{3} um \d{2}:\d{2}:\d{2}/);
    // The page never says whether a contract matched: the stranger learns nothing about the owner.
    expect(page).not.toContain(sub!.id.slice(4) + " endet");

    const toStranger = await waitForMail({ to: stranger, subject: /Bestätigung deiner Kündigung/ });
    expect(toStranger.text).toContain("Finden wir einen Vertrag");
    expect(toStranger.text).not.toMatch(/endet am/);
    const toOwner = await waitForMail({ to: owner.email, subject: /Bestätigung deiner Kündigung/ });
    expect(toOwner.text).toMatch(/Dein Vertrag endet am \d+\. \w+ 2\d{3}/);
    expect(toOwner.text).toContain("ohne Anmeldung abgegeben");
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: true });
  });

  it("records a declaration that matches no contract and confirms its receipt", async () => {
    const email = uniqueEmail("nobody");
    const response = await postForm(app, "/cancel-contract", cancellation({ email, end: "specific", date: "2027-03-31" }));
    expect(response.status).toBe(200);
    const mail = await waitForMail({ to: email, subject: /Confirmation of your cancellation/ });
    expect(mail.text).toContain("Wished end: 31 March 2027");
    const { data } = await adminClient().from("contract_cancellations").select("user_id, ends_on, requested_date").eq("email", email).single();
    expect(data).toEqual({ user_id: null, ends_on: null, requested_date: "2027-03-31" });
  });
});

describe("the § 356a withdrawal button, signed out", () => {
  it("asks to confirm first, then ends the contract at once and acknowledges with date and time", async () => {
    const owner = await signedInUser("Withdrawing Owner");
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
    expect((await subscriptionRows(owner.id))[0]?.status).toBe("canceled");
    const mail = await waitForMail({ to: owner.email, subject: /Eingangsbestätigung deines Widerrufs/ });
    expect(mail.text).toMatch(/Eingegangen am \d+\. \w+ 2\d{3} um \d{2}:\d{2}:\d{2}/);
    expect(mail.text).toContain("Hiermit widerrufe ich");
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
    expect(mail.text).toMatch(/Testphase läuft bis \d+\. \w+ 2\d{3}/);
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
    const deleted = await postForm(
      app,
      "/my/settings",
      { intent: "delete", confirmation: owner.email, password: owner.password },
      { Cookie: owner.cookie },
    );
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
