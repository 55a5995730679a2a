/** The hosted pages' words, EN and DE (informal "du", like the app). */
export type Lang = "en" | "de";

const en = {
  testMode: "Local Stripe stand-in: test mode, no real money moves.",
  checkoutTitle: "Checkout",
  perMonth: "{amount} per month",
  perYear: "{amount} per year",
  vatIncluded: "incl. VAT",
  trial: "{days} days free, then the first payment on {date}.",
  noTrial: "You pay {amount} today.",
  email: "E-mail",
  card: "Payment method: test card 4242 4242 4242 4242",
  startTrial: "Start trial",
  pay: "Pay",
  cancelCheckout: "Cancel and go back",
  complete: "This checkout is already complete.",
  expired: "This checkout has expired.",
  continue: "Continue",
  portalTitle: "Your subscription",
  none: "You have no subscription.",
  trialing: "Trial until {date}",
  active: "Renews on {date}",
  cancels: "Ends on {date}",
  past_due: "Payment failed. Please update your payment method.",
  canceled: "Cancelled",
  incomplete: "Payment incomplete",
  cancelSubscription: "Cancel at the end of the period",
  resume: "Don't cancel",
  switchTo: "Switch to {plan}",
  monthly: "monthly billing",
  yearly: "yearly billing",
  paymentMethod: "Payment method",
  cardOnFile: "Visa •••• 4242 (test card)",
  updateCard: "Update payment method",
  invoices: "Invoices",
  paid: "Paid",
  open: "Open",
  back: "Back",
  invoiceTitle: "Invoice {number}",
  notFound: "Not found.",
  total: "Total",
};

const de: typeof en = {
  testMode: "Lokaler Stripe-Ersatz: Testmodus, es fließt kein echtes Geld.",
  checkoutTitle: "Bezahlung",
  perMonth: "{amount} pro Monat",
  perYear: "{amount} pro Jahr",
  vatIncluded: "inkl. MwSt.",
  trial: "{days} Tage kostenlos, danach die erste Zahlung am {date}.",
  noTrial: "Du zahlst heute {amount}.",
  email: "E-Mail",
  card: "Zahlungsmethode: Testkarte 4242 4242 4242 4242",
  startTrial: "Testphase starten",
  pay: "Bezahlen",
  cancelCheckout: "Abbrechen und zurück",
  complete: "Diese Bezahlung ist bereits abgeschlossen.",
  expired: "Diese Bezahlung ist abgelaufen.",
  continue: "Weiter",
  portalTitle: "Dein Abo",
  none: "Du hast kein Abo.",
  trialing: "Testphase bis {date}",
  active: "Verlängert sich am {date}",
  cancels: "Endet am {date}",
  past_due: "Zahlung fehlgeschlagen. Bitte aktualisiere deine Zahlungsmethode.",
  canceled: "Gekündigt",
  incomplete: "Zahlung nicht abgeschlossen",
  cancelSubscription: "Zum Ende des Zeitraums kündigen",
  resume: "Doch nicht kündigen",
  switchTo: "Wechseln zu {plan}",
  monthly: "monatlicher Zahlung",
  yearly: "jährlicher Zahlung",
  paymentMethod: "Zahlungsmethode",
  cardOnFile: "Visa •••• 4242 (Testkarte)",
  updateCard: "Zahlungsmethode ändern",
  invoices: "Rechnungen",
  paid: "Bezahlt",
  open: "Offen",
  back: "Zurück",
  invoiceTitle: "Rechnung {number}",
  notFound: "Nicht gefunden.",
  total: "Gesamt",
};

export type TextKey = keyof typeof en;

export function translator(lang: Lang) {
  const table = lang === "de" ? de : en;
  const locale = lang === "de" ? "de-DE" : "en-GB";
  return {
    lang,
    t: (key: TextKey, values: Record<string, string | number> = {}) =>
      table[key].replace(/\{(\w+)\}/g, (_, name: string) => escapeHtml(String(values[name] ?? ""))),
    money: (amount: number, currency: string) => new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 100),
    date: (seconds: number) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(seconds * 1000)),
  };
}

export type Translator = ReturnType<typeof translator>;

/** The session's locale (de, de-DE…), else the browser's first language for "auto" or none. */
export function pickLang(locale: string | null | undefined, acceptLanguage: string | undefined): Lang {
  const wanted = locale && locale !== "auto" ? locale : (acceptLanguage ?? "").split(",")[0]?.trim();
  return wanted?.toLowerCase().startsWith("de") ? "de" : "en";
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function layout(lang: Lang, title: string, body: string, testMode: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
.note{background:#fff4d6;padding:.5rem .75rem;border-radius:.5rem}button{font:inherit;padding:.5rem 1rem;margin:.25rem 0;cursor:pointer}
form{display:inline-block;margin-right:.5rem}section{border:1px solid #ddd;border-radius:.5rem;padding:1rem;margin:1rem 0}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #eee}</style></head>
<body><main><p class="note">${escapeHtml(testMode)}</p><h1>${escapeHtml(title)}</h1>
${body}</main></body></html>`;
}
