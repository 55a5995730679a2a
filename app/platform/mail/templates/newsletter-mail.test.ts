import i18next from "i18next";
import { describe, expect, it } from "vitest";
import deNewsletter from "../../../locales/de/newsletter.json";
import deSupport from "../../../locales/de/support.json";
import enNewsletter from "../../../locales/en/newsletter.json";
import enSupport from "../../../locales/en/support.json";
import { renderConfirmationMail, renderWelcomeMail } from "./newsletter-mail";
import { renderSupportMail } from "./support-mail";

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { newsletter: enNewsletter, support: enSupport }, de: { newsletter: deNewsletter, support: deSupport } },
  lng: "en",
  interpolation: { escapeValue: false },
});
const links = {
  confirm: "https://k.example/de/newsletter/confirm?token=a.b",
  unsubscribe: "https://k.example/de/newsletter/unsubscribe?token=a.c",
  blog: "https://k.example/de/blog",
};

describe("newsletter mails", () => {
  it("carry the unsubscribe link in both parts and the RFC 8058 headers", () => {
    for (const mail of [renderConfirmationMail(i18n.getFixedT("de"), "de", links), renderWelcomeMail(i18n.getFixedT("de"), "de", links)]) {
      expect(mail.headers).toEqual({ "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
      expect(mail.html).toContain(`href="${links.unsubscribe}"`);
      expect(mail.text).toContain(links.unsubscribe);
      expect(mail.html).toContain('lang="de"');
    }
  });

  it("puts the confirmation link in the double opt-in mail, in the page's language", () => {
    const de = renderConfirmationMail(i18n.getFixedT("de"), "de", links);
    expect(de.subject).toBe("Bitte bestätige dein Abonnement des Kolleague-Newsletters");
    expect(de.text).toContain(`Abonnement bestätigen: ${links.confirm}`);
    expect(renderConfirmationMail(i18n.getFixedT("en"), "en", links).subject).toBe("Please confirm your Kolleague newsletter subscription");
  });
});

describe("the support mail", () => {
  it("names sender, subject and language and keeps the message's lines, all escaped", () => {
    const mail = renderSupportMail(i18n.getFixedT("en"), {
      name: "Ada",
      email: "ada@example.test",
      subject: "Hi & <bye>",
      message: "Line one\n\nLine <two>",
      locale: "de",
    });
    expect(mail.subject).toBe("Support request: Hi & <bye>");
    expect(mail.text).toContain("From: Ada <ada@example.test>\n\nSubject: Hi & <bye>\n\nLanguage of the page: German\n\nLine one\n\nLine <two>");
    expect(mail.html).toContain("Line &lt;two&gt;");
    expect(mail.html).not.toContain("<two>");
  });
});
