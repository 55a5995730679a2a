import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const copy = {
  en: {
    prefix: "",
    methods: "Accepted payment methods: credit or debit card (Visa, Mastercard, American Express) or SEPA Direct Debit.",
    chooseYearly: "Choose yearly",
    summary: "Your order at a glance",
    feature: "Every AI model we offer",
    price: /€99\.00 per year, VAT included/,
    followOnTerm: "After the first year",
    followOn:
      /^From \d{1,2} \w+ \d{4}: €9\.99 per month, VAT included, billed monthly in advance, cancellable at any time to the end of the current billing month \(at most one month's notice\)\./,
    trial: /^14 days, up to and including \d{1,2} \w+ \d{4}$/,
    firstCharge: /^€99\.00 on \d{1,2} \w+ \d{4}$/,
    cancelTerm: "How to cancel",
    cancel: /Cancel contracts here/,
    order: "Order with obligation to pay",
    monthly: "Pay monthly instead",
  },
  de: {
    prefix: "/de",
    methods: "Akzeptierte Zahlungsarten: Kredit- oder Debitkarte (Visa, Mastercard, American Express) oder SEPA-Lastschrift.",
    chooseYearly: "Jährlich wählen",
    summary: "Deine Bestellung im Überblick",
    feature: "Alle KI-Modelle, die wir anbieten",
    price: /99,00\s€ pro Jahr, inkl\. USt\./,
    followOnTerm: "Nach dem ersten Jahr",
    followOn:
      /^Ab \d{1,2}\. \w+ \d{4}: 9,99\s€ pro Monat, inkl\. USt\., monatlich im Voraus abgerechnet, jederzeit zum Ende des laufenden Abrechnungsmonats kündbar \(höchstens ein Monat Frist\)\./,
    trial: /^14 Tage, bis einschließlich \d{1,2}\. \w+ \d{4}$/,
    firstCharge: /^99,00\s€ am \d{1,2}\. \w+ \d{4}$/,
    cancelTerm: "So kündigst du",
    cancel: /Verträge hier kündigen/,
    order: "zahlungspflichtig bestellen",
    monthly: "Lieber monatlich zahlen",
  },
} as const;

for (const locale of ["en", "de"] as const) {
  const c = copy[locale];

  test(`${locale}: /pricing and the order page name the payment methods; the contract in brief sits directly above the order button`, async ({
    page,
    signIn,
  }) => {
    await signIn({ locale });
    await page.goto(`${c.prefix}/pricing`);
    await expect(page.getByText(c.methods)).toBeVisible();
    await page.getByRole("link", { name: c.chooseYearly }).click();

    await expect(page.getByText(c.methods)).toBeVisible();
    const summary = page.getByRole("region", { name: c.summary });
    await expect(summary.getByRole("listitem").filter({ hasText: c.feature })).toBeVisible();
    await expect(summary.getByText(c.price)).toBeVisible();
    const detail = (term: string) => summary.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");
    await expect(detail(c.followOnTerm)).toHaveText(c.followOn);
    await expect(detail(c.cancelTerm)).toHaveText(c.cancel);
    await expect(summary.getByRole("definition").filter({ hasText: c.trial })).toBeVisible();
    await expect(summary.getByRole("definition").filter({ hasText: c.firstCharge })).toBeVisible();
    // Nothing between the summary and the button that places the order.
    await expect(summary.locator("xpath=following-sibling::*[1]")).toHaveText(c.order);
    await expect(page.getByRole("button", { name: c.order })).toBeVisible();

    await page.getByRole("link", { name: c.monthly }).click();
    await expect(page.getByRole("region", { name: c.summary }).getByText(c.followOnTerm)).toHaveCount(0);
    await expect(page.getByText(c.methods)).toBeVisible();
  });

  test(`${locale}: the order page has no serious or critical axe violations @js`, async ({ page, signIn }) => {
    await signIn({ locale });
    for (const interval of ["year", "month"]) {
      await page.goto(`${c.prefix}/checkout?interval=${interval}`);
      await expect(page.getByRole("region", { name: c.summary })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(severe.map((v) => `${interval}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  });
}
