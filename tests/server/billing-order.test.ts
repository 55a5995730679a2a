import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGAL_TEXT_VERSIONS, operator } from "#app/config/operator";
import type { StripeStandIn } from "../../standins/stripe/index";
import type { RunningApp } from "../support/app-server";
import { waitForMail } from "../support/mail";
import { postForm } from "../support/http";
import { adminClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { orderAndPay, startBillingApp, subscriptionRows } from "../support/billing";
import { germanDayStart, germanIsoDay } from "#app/lib/german-day";

let app: RunningApp;
let standIn: StripeStandIn;
let stop: () => Promise<void>;
let lowQuota: { app: RunningApp; stop: () => Promise<void> };

beforeAll(async () => {
  [{ app, standIn, stop }, lowQuota] = await Promise.all([startBillingApp(), startBillingApp({ CHAT_MESSAGES_PER_DAY: "7" })]);
});
afterAll(() => Promise.all([stop(), lowQuota.stop()]));

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const page = async (path: string, cookie = "", target = app) => (await fetch(target.url + path, { headers: { Cookie: cookie } })).text();
const berlinDay = (date: Date, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Berlin" }).format(date);
const aYearAfter = (date: Date) => new Date(new Date(date).setUTCFullYear(date.getUTCFullYear() + 1));

const copy = {
  en: {
    prefix: "",
    intl: "en-GB",
    methods: "Accepted payment methods: credit or debit card (Visa, Mastercard, American Express) or SEPA Direct Debit.",
    summary: "Your order at a glance",
    features: ["300 chat messages per 24 hours", "Every AI model we offer", "500 saved calculations", "Compare up to 5 calculations side by side"],
    price: "€99.00 per year, VAT included",
    term: "the first term is one year from the end of the free trial",
    trial: (date: string) => `14 days, up to and including ${date}`,
    firstCharge: (date: string) => `€99.00 on ${date}`,
    followOn: (date: string) =>
      `After the first year From ${date}: €9.99 per month, VAT included, billed monthly in advance, cancellable at any time to the end of the current billing month (at most one month's notice).`,
    cancel: "How to cancel Cancel by the last day of the trial and you pay nothing. At any time, to the end of the first year",
    button: "Order with obligation to pay",
    monthly: "€9.99 per month, VAT included",
  },
  de: {
    prefix: "/de",
    intl: "de-DE",
    methods: "Akzeptierte Zahlungsarten: Kredit- oder Debitkarte (Visa, Mastercard, American Express) oder SEPA-Lastschrift.",
    summary: "Deine Bestellung im Überblick",
    features: [
      "300 Chat-Nachrichten je 24 Stunden",
      "Alle KI-Modelle, die wir anbieten",
      "500 gespeicherte Berechnungen",
      "Bis zu 5 Berechnungen nebeneinander vergleichen",
    ],
    price: "99,00 € pro Jahr, inkl. USt.",
    term: "die erste Laufzeit beträgt ein Jahr ab dem Ende der kostenlosen Testphase",
    trial: (date: string) => `14 Tage, bis einschließlich ${date}`,
    firstCharge: (date: string) => `99,00 € am ${date}`,
    followOn: (date: string) =>
      `Nach dem ersten Jahr Ab ${date}: 9,99 € pro Monat, inkl. USt., monatlich im Voraus abgerechnet, jederzeit zum Ende des laufenden Abrechnungsmonats kündbar (höchstens ein Monat Frist).`,
    cancel: "So kündigst du Kündigst du spätestens am letzten Tag der Testphase, zahlst du nichts. Jederzeit zum Ende des ersten Jahres",
    button: "zahlungspflichtig bestellen",
    monthly: "9,99 € pro Monat, inkl. USt.",
  },
} as const;

describe.each(["en", "de"] as const)("the order page in %s (§ 312j BGB)", (locale) => {
  const c = copy[locale];

  it("names the payment methods first, and puts features, price, term, trial, first payment, follow-on price and cancellation directly above the button", async () => {
    const user = await signedInUser("Order Page");
    const html = await page(`${c.prefix}/checkout?interval=year`, user.cookie);
    const text = plain(html);
    // The 14th day after today in Berlin, to its last second.
    const trialEnd = new Date(germanDayStart(germanIsoDay(new Date()), 15).getTime() - 1000);
    expect(text).toContain(c.methods);
    for (const line of [...c.features, c.price, c.term, c.trial(berlinDay(trialEnd, c.intl)), c.firstCharge(berlinDay(trialEnd, c.intl))]) {
      expect(text).toContain(line);
    }
    expect(text).toContain(c.followOn(berlinDay(aYearAfter(trialEnd), c.intl)));
    expect(text).toContain(c.cancel);

    // The means of payment open the page; the summary is the last thing before the button, after the checkbox.
    const at = (needle: string) => html.indexOf(needle);
    const summary = at(`id="order-summary"`);
    const button = html.indexOf("<button", summary);
    expect(at("Visa, Mastercard")).toBeLessThan(at('type="checkbox"'));
    expect(at('type="checkbox"')).toBeLessThan(summary);
    expect(plain(html.slice(button, html.indexOf("</button>", button)))).toContain(c.button);
    expect(plain(html.slice(html.indexOf("</dl>", summary), button)).trim()).toBe("");
  });

  it("shows the monthly plan without a follow-on price", async () => {
    const user = await signedInUser("Order Monthly");
    const text = plain(await page(`${c.prefix}/checkout?interval=month`, user.cookie));
    expect(text).toContain(c.monthly);
    expect(text).not.toContain(locale === "de" ? "Nach dem ersten Jahr" : "After the first year");
    expect(text).toContain(c.methods);
  });
});

describe("Checkout and the page name the same payment methods", () => {
  it("passes exactly the listed methods to Stripe", async () => {
    const user = await signedInUser("Order Methods");
    const ordered = await postForm(app, "/checkout?interval=month", { interval: "month" }, { Cookie: user.cookie });
    expect(ordered.status).toBe(303);
    const sessionId = new URL(ordered.headers.get("location")!).pathname.split("/").at(-1);
    const session = (await (
      await fetch(`${standIn.url}/v1/checkout/sessions/${sessionId}`, {
        headers: { Authorization: "Bearer sk_test_local_development_key_do_not_use_in_production" },
      })
    ).json()) as { allowed_payment_method_types: string[] };
    expect(session.allowed_payment_method_types).toEqual(["card", "sepa_debit"]);
  });
});

describe("the trial", () => {
  it("ends with the last second of the 14th day after the order's day, German time, and Stripe's page says the order is placed", async () => {
    const user = await signedInUser("Trial End");
    const { page: checkout } = await orderAndPay(app, user.cookie, "year", "/de/checkout");
    const [sub] = await subscriptionRows(user.id);
    const ordered = germanIsoDay(new Date(sub!.created_at));
    expect(new Date(sub!.trial_end!).toISOString()).toBe(new Date(germanDayStart(ordered, 15).getTime() - 1000).toISOString());
    const lastDay = berlinDay(new Date(sub!.trial_end!), "de-DE");
    expect(plain(checkout)).toContain(
      `Deine Bestellung hast du auf unserer Seite mit „zahlungspflichtig bestellen“ abgegeben. Hier hinterlegst du nur deine Zahlungsart; die erste Zahlung von 99,00 € wird mit dem Ende deiner Testphase am ${lastDay} fällig.`,
    );
  });
});

describe("the orders in settings (terms 3.4)", () => {
  it("lists the account holder's own orders, newest first, with the contract each became or that it was not completed", async () => {
    const user = await signedInUser("Order History");
    // Ordered monthly, then left Stripe's page without a payment method; then ordered yearly and paid.
    expect((await postForm(app, "/checkout?interval=month", { interval: "month" }, { Cookie: user.cookie })).status).toBe(303);
    await orderAndPay(app, user.cookie, "year");
    const [sub] = await subscriptionRows(user.id);
    const { data: placed } = await adminClient().from("billing_orders").select("ordered_at").eq("user_id", user.id).order("ordered_at");
    const [first, second] = placed!.map((order) => new Date(order.ordered_at));
    const text = plain(await page("/de/my/settings", user.cookie));
    const orders = text.slice(text.indexOf("Deine Bestellungen"));
    expect(orders).toContain(
      `Bestellt am ${berlinDay(second!, "de-DE")} Kolleague Plus, jährlich: 99,00 € pro Jahr, inkl. USt. Mit 14 Tagen kostenloser Testphase. Vertragsnummer: ${sub!.id} ` +
        `Bestellt am ${berlinDay(first!, "de-DE")} Kolleague Plus, monatlich: 9,99 € pro Monat, inkl. USt. Mit 14 Tagen kostenloser Testphase. Nicht abgeschlossen: Bei Stripe wurde keine Zahlungsart hinterlegt, daher kam kein Vertrag zustande.`,
    );
    const en = plain(await page("/my/settings", user.cookie));
    expect(en).toContain(
      `Your orders Ordered on ${berlinDay(second!, "en-GB")} Kolleague Plus, yearly: €99.00 per year, VAT included. With a free trial of 14 days.`,
    );

    const stranger = await signedInUser("Order History Stranger");
    const theirs = plain(await page("/my/settings", stranger.cookie));
    expect(theirs).toContain("You use Kolleague for free.");
    expect(theirs).not.toContain("Your orders");
    expect(theirs).not.toContain(sub!.id);
  });
});

describe("/pricing", () => {
  it("shows the free plan's daily chat messages as the server enforces them, and the payment methods", async () => {
    const en = plain(await page("/pricing", "", lowQuota.app));
    expect(en).toContain("7 chat messages per 24 hours");
    expect(en).not.toContain("20 chat messages per 24 hours");
    expect(en).toContain("300 chat messages per 24 hours");
    expect(en).toContain(copy.en.methods);
    const de = plain(await page("/de/pricing", "", lowQuota.app));
    expect(de).toContain("7 Chat-Nachrichten je 24 Stunden");
    expect(de).toContain(copy.de.methods);
  });
});

describe("the terms", () => {
  it("state the fixed follow-on price in 5.2 and send 5.4's refunds to the refund policy", async () => {
    const en = plain(await page("/terms"));
    expect(en).toMatch(
      /monthly membership at the fixed monthly price stated on the order page and in your order confirmation \(for an order placed today: €9\.99 a month including VAT\)/,
    );
    expect(en).not.toContain("then current monthly price");
    expect(en).not.toContain("Refunds under clause 5.2");
    expect(en).toContain("section 6 of the withdrawal and refund policy");
    const de = plain(await page("/de/terms"));
    expect(de).toContain("bei einer Bestellung heute: 9,99 € pro Monat inkl. USt.");
    expect(de).not.toContain("dann gültigen Monatspreis");
    expect(de).not.toContain("Erstattungen nach Ziffer 5.2");
  });
});

describe("the order confirmation (§ 312f Abs. 2 BGB, Art. 246a EGBGB)", () => {
  const traderFields = [
    operator.company,
    operator.legalForm,
    operator.address.street,
    operator.address.postalCode,
    operator.address.city,
    operator.email,
    operator.phone,
    operator.representatives,
  ];

  it.each([
    {
      locale: "en",
      path: "/checkout",
      essentials: [
        "Kolleague Plus: €99.00 per year, VAT included.",
        "Included: 300 chat messages per 24 hours; Every AI model we offer",
        "Term: Billed yearly in advance",
        "After the first year: From",
        "€9.99 per month, VAT included",
        "How to cancel: At any time",
      ],
      withdrawal: [
        "Right of withdrawal",
        "You have the right to withdraw from this contract within fourteen days without giving any reason.",
        "Effects of withdrawal",
        "3. Model withdrawal form",
        "I/We (*) hereby give notice that I/We (*) withdraw",
      ],
      files: { terms: "Kolleague-terms.html", refund: "Kolleague-withdrawal-and-refund-policy.html" },
      termsText: ["5. Term, renewal and cancellation", "for an order placed today: €9.99 a month including VAT"],
      country: "Germany",
    },
    {
      locale: "de",
      path: "/de/checkout",
      essentials: [
        "Kolleague Plus: 99,00 € pro Jahr, inkl. USt.",
        "Enthalten: 300 Chat-Nachrichten je 24 Stunden; Alle KI-Modelle",
        "Laufzeit: Jährlich im Voraus abgerechnet",
        "Nach dem ersten Jahr: Ab",
        "9,99 € pro Monat, inkl. USt.",
        "So kündigst du: Jederzeit",
      ],
      withdrawal: [
        "Widerrufsrecht",
        "Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.",
        "Folgen des Widerrufs",
        "3. Muster-Widerrufsformular",
        "Hiermit widerrufe(n) ich/wir (*)",
      ],
      files: { terms: "Kolleague-AGB.html", refund: "Kolleague-Widerrufsbelehrung-und-Erstattungen.html" },
      termsText: ["5. Laufzeit, Verlängerung und Kündigung", "bei einer Bestellung heute: 9,99 € pro Monat inkl. USt."],
      country: "Deutschland",
    },
  ] as const)(
    "in $locale carries the trader, the essential terms, the withdrawal instructions with the model form, and the terms as files",
    async (c) => {
      const user = await signedInUser("Order Mail");
      await orderAndPay(app, user.cookie, "year", c.path);
      const mail = await waitForMail({ to: user.email, subject: c.locale === "de" ? "Deine Bestellung" : "Your Kolleague Plus order" });
      // Intl puts a no-break space between amount and currency.
      const text = mail.text.replace(/[\u00a0\u202f]/g, " ");
      for (const field of [...traderFields, c.country, ...c.essentials, ...c.withdrawal]) expect(text).toContain(field);
      expect(text).toContain(LEGAL_TEXT_VERSIONS.terms);

      const files = Object.fromEntries(mail.attachments.map((file) => [file.filename, file]));
      expect(Object.keys(files).sort()).toEqual([c.files.refund, c.files.terms].sort());
      const terms = plain(files[c.files.terms]!.text ?? "");
      expect(files[c.files.terms]!.contentType).toMatch(/^text\/html/);
      for (const line of c.termsText) expect(terms).toContain(line);
      expect(terms).toContain(operator.address.street);
      expect(plain(files[c.files.refund]!.text ?? "")).toContain(c.withdrawal[3]);
    },
  );

  it("states the follow-on price recorded with the order, not one read again when Stripe confirms", async () => {
    const user = await signedInUser("Recorded Price");
    const orders = () => adminClient().from("billing_orders").select("id, follow_on_unit_amount").eq("user_id", user.id);
    await orderAndPay(app, user.cookie, "year", "/checkout", async () => {
      const { data } = await orders();
      expect(data?.map((order) => order.follow_on_unit_amount)).toEqual([999]);
      // As if the monthly price had changed at Stripe between the click and the confirmation.
      const { error } = await adminClient().from("billing_orders").update({ follow_on_unit_amount: 1234 }).eq("user_id", user.id);
      expect(error).toBeNull();
    });
    const mail = await waitForMail({ to: user.email, subject: "Your Kolleague Plus order" });
    const text = mail.text.replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain("€12.34 per month, VAT included");
    expect(text).not.toContain("€9.99 per month");
  });

  it("records no follow-on price for a monthly order", async () => {
    const user = await signedInUser("Monthly Order");
    await orderAndPay(app, user.cookie, "month");
    const { data } = await adminClient().from("billing_orders").select("follow_on_unit_amount").eq("user_id", user.id);
    expect(data).toEqual([{ follow_on_unit_amount: null }]);
  });
});
