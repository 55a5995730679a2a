/**
 * Placeholders whose text depends on a choice in the operator config (whether a data protection officer
 * exists, which social profiles are configured…). The Markdown names them like plain values, e.g.
 * `{{operator.socialProfilesList}}`; the wording for each choice lives here in both languages.
 */
import type { Locale } from "#app/platform/i18n/locales";
import type { OperatorConfig } from "#app/config/operator";
import { formatMoney } from "#app/features/billing/format";
import { site, type SocialNetwork } from "#app/config/site";
import { emailLink, escapeMarkdown, markdownLink, phoneLink } from "./markdown-text";

/** Prices the terms state, as Stripe returns them (app/features/billing/prices.server.ts). */
export interface LegalPrices {
  /** The monthly price an annual plan continues at after its first year (what the schedule switches to). */
  followOnMonthly: { cents: number; currency: string };
}

export interface FillContext {
  operator: OperatorConfig;
  locale: Locale;
  /** Absent when Stripe could not be asked: the terms then point to the order page and confirmation only. */
  prices?: LegalPrices;
}

type Statement = (context: FillContext) => string;

const NETWORK_LABELS: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
};

const socialProfilesList: Statement = ({ operator, locale }) => {
  const items = site.socialNetworks.flatMap((network) => {
    const url = operator.social[network];
    return url ? [`- ${markdownLink(NETWORK_LABELS[network], url)}`] : [];
  });
  if (items.length > 0) {
    const intro =
      locale === "de"
        ? "Dieses Impressum gilt auch für unsere Auftritte in sozialen Netzwerken:"
        : "This imprint also applies to our profiles on social networks:";
    return `${intro}\n\n${items.join("\n")}`;
  }
  return locale === "de" ? "Wir betreiben derzeit keine Profile in sozialen Netzwerken." : "We currently run no social media profiles.";
};

const consumerDisputeStatement: Statement = ({ operator, locale }) => {
  const { participation, body } = operator.consumerDispute;
  if (participation === "notWillingNotObliged") {
    return locale === "de"
      ? "Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen."
      : "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.";
  }
  if (!body) throw new Error(`consumerDispute.body is required when participation is "${participation}"`);
  const link = markdownLink(body.name, body.url);
  const obliged = participation === "obliged";
  return locale === "de"
    ? `Wir sind ${obliged ? "verpflichtet" : "bereit"}, an Streitbeilegungsverfahren vor folgender Verbraucherschlichtungsstelle teilzunehmen: ${link}.`
    : `We are ${obliged ? "obliged" : "willing"} to take part in dispute resolution proceedings before this consumer arbitration board: ${link}.`;
};

const dataProtectionOfficerStatement: Statement = ({ operator, locale }) => {
  const officer = operator.dataProtectionOfficer;
  if (officer) {
    const contact = `${escapeMarkdown(officer.name)}, ${emailLink(officer.email)}`;
    return locale === "de"
      ? `Unseren Datenschutzbeauftragten erreichst du unter: ${contact}.`
      : `You can reach our data protection officer at: ${contact}.`;
  }
  return locale === "de"
    ? `Wir sind nicht verpflichtet, einen Datenschutzbeauftragten zu benennen (§ 38 BDSG). Deine Fragen zum Datenschutz beantworten wir unter ${emailLink(operator.email)}.`
    : `We are not required to appoint a data protection officer (§ 38 BDSG). Send your data protection questions to ${emailLink(operator.email)}.`;
};

const professionalRegulation: Statement = ({ operator, locale }) =>
  operator.professionalRegulation ? escapeMarkdown(operator.professionalRegulation[locale]) : "";

const newsletterProviderStatement: Statement = ({ operator, locale }) => {
  const provider = operator.newsletterProvider;
  if (provider) {
    const who = `${escapeMarkdown(provider.product)} (${escapeMarkdown(provider.name)}, ${escapeMarkdown(provider.seat)})`;
    return locale === "de"
      ? `Wir versenden den Newsletter mit ${who}. Der Anbieter verarbeitet deine Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags (Art. 28 DSGVO).`
      : `We send the newsletter with ${who}, who processes your data on our behalf under a data processing agreement (Art. 28 GDPR).`;
  }
  const who = `${escapeMarkdown(operator.mailProvider.name)} (${escapeMarkdown(operator.mailProvider.seat)})`;
  return locale === "de"
    ? `Wir führen die Empfängerliste selbst. Die E-Mails versenden wir über unseren E-Mail-Anbieter ${who}, der sie in unserem Auftrag zustellt (Art. 28 DSGVO).`
    : `We keep the mailing list ourselves. The e-mails go out through our e-mail provider ${who}, who delivers them on our behalf (Art. 28 GDPR).`;
};

const analyticsStatement: Statement = ({ operator, locale }) => {
  const tool = operator.analytics;
  if (!tool) {
    return locale === "de"
      ? "Derzeit setzen wir kein Analyse-Werkzeug ein. Sollten wir eines einführen, läuft es erst nach deiner Einwilligung, und wir nennen es hier vorher."
      : "We currently use no analytics tool. Should we add one, it runs only after your consent, and we will name it here first.";
  }
  const who = `${escapeMarkdown(tool.product)} (${escapeMarkdown(tool.name)}, ${escapeMarkdown(tool.seat)})`;
  return locale === "de"
    ? `Nur wenn du in der Kategorie „Statistik“ einwilligst, laden wir ${who}. Das Werkzeug zählt Seitenaufrufe, Herkunftsseiten, Gerätetyp und Land. Wir übermitteln ihm nur die Adresse der Seite ohne ihre Parameter, und nur von unseren öffentlichen Seiten (Startseite, Preise, Rechner, Blog), nie Formularinhalte oder Links aus E-Mails. Nach Angaben des Anbieters setzt es keine Cookies und speichert keine IP-Adressen dauerhaft. Der Anbieter verarbeitet die Daten in unserem Auftrag (Art. 28 DSGVO). Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die du jederzeit über „Cookie-Einstellungen“ im Seitenfuß widerrufen kannst.`
    : `Only if you consent to the “analytics” category do we load ${who}. It counts page views, referring pages, device type and country. We send it only the address of the page without its parameters, and only from our public pages (home page, pricing, calculator, blog), never the contents of forms or links from e-mails. According to the provider it sets no cookies and does not store IP addresses permanently. The provider processes the data on our behalf (Art. 28 GDPR). The legal basis is your consent (Art. 6(1)(a) GDPR, § 25(1) TDDDG), which you can withdraw at any time under “Cookie settings” in the footer.`;
};

const advertisingStatement: Statement = ({ operator, locale }) => {
  const setup = operator.advertising;
  if (!setup) {
    return locale === "de"
      ? "Derzeit setzen wir keinen Werbe- oder Marketingdienst ein. Sollten wir einen einführen, läuft er erst nach deiner Einwilligung in der Kategorie „Marketing“, und wir nennen ihn hier vorher."
      : "We currently use no advertising or marketing service. Should we add one, it runs only after you consent to the “marketing” category, and we will name it here first.";
  }
  const de = locale === "de";
  const parts = [
    de
      ? "Nur wenn du in der Kategorie „Marketing“ einwilligst, laden wir das Meta-Pixel der Meta Platforms Ireland Limited (Merrion Road, Dublin 4, Irland), und nur auf unseren öffentlichen Seiten (Startseite, Preise, Rechner, Blog), nie auf Seiten nach der Anmeldung, im Chat, im Bestellvorgang oder auf den Seiten zum Kündigen und Widerrufen. Es misst, ob unsere Werbung auf Facebook und Instagram Besucher zu uns bringt: Dein Browser meldet Meta Seitenaufrufe, zusammen mit deiner IP-Adresse, Browserdaten und der Seitenadresse. Eine Seite, deren Adresse Parameter trägt (etwa eine Berechnung mit deinen Zahlen), meldet nichts. Metas automatische Ereigniserfassung ist abgeschaltet. Das Pixel setzt die Cookies „_fbp“ (90 Tage) und, wenn du über eine Anzeige kommst, „_fbc“ (90 Tage)."
      : "Only if you consent to the “marketing” category do we load the Meta Pixel of Meta Platforms Ireland Limited (Merrion Road, Dublin 4, Ireland), and only on our public pages (home page, pricing, calculator, blog), never on pages behind sign-in, in the chat, in the order process or on the cancellation and withdrawal pages. It measures whether our ads on Facebook and Instagram bring visitors to us: your browser reports page views to Meta, together with your IP address, browser information and the page address. A page whose address carries parameters (such as a calculation with your figures) reports nothing. Meta's automatic event collection is switched off. The pixel sets the cookies “_fbp” (90 days) and, when you arrive from an ad, “_fbc” (90 days).",
  ];
  if (setup.conversionsApi) {
    parts.push(
      de
        ? "Mit derselben Einwilligung meldet unser Server Meta über die Conversions API deine Registrierung und den Beginn einer Mitgliedschaft; folgt darauf eine öffentliche Seite, meldet sie auch das Pixel, mit derselben Ereignis-ID, damit Meta das Ereignis nicht doppelt zählt. Wir übermitteln dabei deine E-Mail-Adresse und deine Nutzerkennung nur als Hashwert (SHA-256), dazu IP-Adresse, Browserkennung (User-Agent), die Cookies „_fbp“/„_fbc“, die Seitenadresse und bei einer Mitgliedschaft Preis und Währung. Bis zum Versand liegt die Meldung in unserer Datenbank in Frankfurt am Main; nach dem Versand löschen wir die Angaben daraus sofort, nicht versendbare Meldungen spätestens nach sieben Tagen. Die Meldung zu einer Mitgliedschaft senden wir erst, wenn die Zahlung bestätigt ist; bestellst du nicht zu Ende, senden wir nichts."
        : "With the same consent our server reports your sign-up and the start of a membership to Meta through its Conversions API; when a public page follows, the pixel reports it too, with the same event ID, so that Meta never counts it twice. We send your e-mail address and user ID only as a hash value (SHA-256), together with your IP address, browser identifier (user agent), the “_fbp”/“_fbc” cookies, the page address and, for a membership, price and currency. Until it is sent the report waits in our database in Frankfurt am Main; once sent we delete these details from it at once, and reports that cannot be sent after seven days at the latest. We send the report on a membership only once the payment is confirmed; if you do not complete the order, we send nothing.",
    );
  }
  parts.push(
    de
      ? "Für die Erhebung und Übermittlung dieser Daten sind wir mit Meta gemeinsam verantwortlich (Art. 26 DSGVO; Vereinbarung: https://www.facebook.com/legal/controller_addendum); für die weitere Verarbeitung ist Meta allein verantwortlich. Meta kann Daten an Meta Platforms, Inc. in den USA übermitteln, die unter dem EU-US Data Privacy Framework zertifiziert ist (Art. 45 DSGVO). Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Du kannst sie jederzeit über „Cookie-Einstellungen“ im Seitenfuß widerrufen; danach laden wir das Pixel nicht mehr, löschen seine Cookies und senden keine weiteren Meldungen."
      : "We are jointly responsible with Meta for collecting and transmitting this data (Art. 26 GDPR; agreement: https://www.facebook.com/legal/controller_addendum); Meta alone is responsible for any further processing. Meta may transfer data to Meta Platforms, Inc. in the USA, which is certified under the EU-US Data Privacy Framework (Art. 45 GDPR). The legal basis is your consent (Art. 6(1)(a) GDPR, § 25(1) TDDDG). You can withdraw it at any time under “Cookie settings” in the footer; from then on we no longer load the pixel, delete its cookies and send no further reports.",
  );
  return parts.join("\n\n");
};

/**
 * Terms 5.2: the fixed monthly price after an annual plan's first year (§ 309 Nr. 9 BGB). The binding figure
 * is the one of the customer's own order; the figure for an order placed today comes from Stripe.
 */
const followOnPrice: Statement = ({ locale, prices }) => {
  const today = prices ? escapeMarkdown(formatMoney(prices.followOnMonthly.cents, prices.followOnMonthly.currency, locale)) : null;
  if (locale === "de") {
    const base = "zum festen Monatspreis, der auf der Bestellseite und in deiner Bestellbestätigung steht";
    return today ? `${base} (bei einer Bestellung heute: ${today} pro Monat inkl. USt.)` : base;
  }
  const base = "at the fixed monthly price stated on the order page and in your order confirmation";
  return today ? `${base} (for an order placed today: ${today} a month including VAT)` : base;
};

/** Computed placeholders by name; everything else under `operator.` is read straight from the config. */
export const STATEMENTS: Record<string, Statement> = {
  "operator.socialProfilesList": socialProfilesList,
  "operator.consumerDisputeStatement": consumerDisputeStatement,
  "operator.dataProtectionOfficerStatement": dataProtectionOfficerStatement,
  "operator.professionalRegulationStatement": professionalRegulation,
  "operator.newsletterProviderStatement": newsletterProviderStatement,
  "operator.analyticsStatement": analyticsStatement,
  "operator.advertisingStatement": advertisingStatement,
  "billing.followOnPrice": followOnPrice,
  "operator.emailLink": ({ operator }) => emailLink(operator.email),
  "operator.phoneLink": ({ operator }) => phoneLink(operator.phone),
  "operator.messagingLink": ({ operator }) => markdownLink(operator.messaging.service, operator.messaging.url),
  "operator.dataProtectionAuthorityLink": ({ operator }) => markdownLink(operator.dataProtectionAuthority.name, operator.dataProtectionAuthority.url),
};
