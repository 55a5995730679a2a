import i18next from "i18next";
import { describe, expect, it } from "vitest";
import de from "../../../locales/de/mail.json";
import en from "../../../locales/en/mail.json";
import { confirmLink } from "../confirm-link";
import type { HookPayload } from "../hook-payload";
import { deliveriesFor } from "../recipients";
import { renderAuthMail } from "./auth-mail";

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { mail: en }, de: { mail: de } }, lng: "en", interpolation: { escapeValue: false } });
const APP = "https://kolleague.example";

function payload(action: string, extra: Partial<HookPayload["email_data"]> = {}, newEmail?: string): HookPayload {
  return {
    user: { id: "u1", email: "ada@example.test", new_email: newEmail, user_metadata: {} },
    email_data: { email_action_type: action, token: "123456", token_hash: "hash-a", token_new: "", token_hash_new: "", redirect_to: "", ...extra },
  };
}

describe("auth mail templates", () => {
  it("renders the sign-up confirmation in English and German with the app's confirm link in both parts", () => {
    const [delivery] = deliveriesFor("signup", payload("signup"));
    for (const [locale, subject] of [
      ["en", "Confirm your email address for Kolleague"],
      ["de", "Bestätige deine E-Mail-Adresse für Kolleague"],
    ] as const) {
      const link = confirmLink({ appUrl: APP, tokenHash: delivery!.tokenHash, action: "signup", redirectTo: `${APP}/de/app`, locale });
      const mail = renderAuthMail(i18n.getFixedT(locale), locale, delivery!, { link, email: delivery!.to });
      expect(mail.subject).toBe(subject);
      const expected =
        locale === "de"
          ? `${APP}/de/auth/confirm?token_hash=hash-a&type=signup&next=%2Fde%2Fapp`
          : `${APP}/auth/confirm?token_hash=hash-a&type=signup&next=%2Fde%2Fapp`;
      expect(link).toBe(expected);
      expect(mail.text).toContain(expected);
      expect(mail.html).toContain(`href="${expected.replaceAll("&", "&amp;")}"`);
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.text).toContain("ada@example.test");
    }
  });

  it("sends recovery to the new-password page in the recipient's language unless redirect_to names this app", () => {
    expect(confirmLink({ appUrl: APP, tokenHash: "h", action: "recovery", redirectTo: "https://evil.example/steal", locale: "de" })).toBe(
      `${APP}/de/auth/confirm?token_hash=h&type=recovery&next=%2Fde%2Freset%2Fpassword`,
    );
    expect(confirmLink({ appUrl: APP, tokenHash: "h", action: "recovery", redirectTo: `${APP}//evil.example`, locale: "en" })).toContain(
      "next=%2Freset%2Fpassword",
    );
    const [delivery] = deliveriesFor("recovery", payload("recovery"));
    const mail = renderAuthMail(i18n.getFixedT("de"), "de", delivery!, { link: `${APP}/x`, email: "ada@example.test" });
    expect(mail.subject).toBe("Lege ein neues Passwort für Kolleague fest");
    expect(mail.text).toContain("Neues Passwort festlegen: https://kolleague.example/x");
  });

  it("mails both addresses of a secure e-mail change, each with its own token, and only the new one otherwise", () => {
    const secure = deliveriesFor(
      "email_change",
      payload("email_change", { token_hash: "for-new", token_hash_new: "for-current", token_new: "654321" }, "neu@example.test"),
    );
    expect(secure).toEqual([
      { template: "emailChangeCurrent", to: "ada@example.test", tokenHash: "for-current", code: "123456" },
      { template: "emailChangeNew", to: "neu@example.test", tokenHash: "for-new", code: "654321" },
    ]);
    const mail = renderAuthMail(i18n.getFixedT("en"), "en", secure[0]!, {
      link: `${APP}/l`,
      email: "ada@example.test",
      newEmail: "neu@example.test",
    });
    expect(mail.text).toContain("from ada@example.test to neu@example.test");
    expect(deliveriesFor("email_change", payload("email_change", { token_hash: "for-new" }, "neu@example.test"))).toEqual([
      { template: "emailChangeNew", to: "neu@example.test", tokenHash: "for-new", code: "123456" },
    ]);
  });

  it("shows the code only in code-only mails, and escapes everything it puts into HTML", () => {
    const [reauth] = deliveriesFor("reauthentication", payload("reauthentication"));
    const codeMail = renderAuthMail(i18n.getFixedT("en"), "en", reauth!, { email: "ada@example.test" });
    expect(codeMail.text).toContain("Your code: 123456");
    expect(codeMail.html).not.toContain("<a ");
    const [signup] = deliveriesFor("signup", payload("signup"));
    const linkMail = renderAuthMail(i18n.getFixedT("en"), "en", signup!, { link: `${APP}/a?b=1&c="2"`, email: "<script>x</script>@example.test" });
    expect(linkMail.text).not.toContain("123456");
    expect(linkMail.html).not.toContain("<script>");
    expect(linkMail.html).toContain("&lt;script&gt;");
    expect(linkMail.html).toContain('href="https://kolleague.example/a?b=1&amp;c=&quot;2&quot;"');
  });
});
