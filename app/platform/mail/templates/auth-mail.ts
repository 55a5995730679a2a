import type { TFunction } from "i18next";
import type { Delivery } from "../recipients";
import { renderLayout, type RenderedMail } from "./layout";

export interface AuthMailValues {
  /** The confirmation link on the app; absent for a code-only mail (reauthentication). */
  link?: string;
  /** The recipient's address and, for an e-mail change, the address it changes to. */
  email: string;
  newEmail?: string;
  /** How long a session from a recovery link may set a new password (the recovery mail says so). */
  recoveryMinutes?: number;
}

/**
 * One auth mail in the language `t` is fixed to, from the `mail` catalogue: subject, heading, body,
 * and either the button with its link or, for a code-only mail, the one-time code.
 */
export function renderAuthMail(t: TFunction, lang: string, delivery: Delivery, values: AuthMailValues): RenderedMail {
  const key = (name: string) => `mail:${delivery.template}.${name}`;
  const vars = { email: values.email, newEmail: values.newEmail ?? "", minutes: values.recoveryMinutes ?? 0 };
  return renderLayout({
    lang,
    subject: t(key("subject"), vars),
    heading: t(key("heading"), vars),
    paragraphs: [t(key("body"), vars)],
    action: values.link ? { label: t(key("action")), url: values.link } : undefined,
    linkFallback: values.link ? t("mail:linkFallback") : undefined,
    // The app has no form to type a code into, so links carry the token; only code-only mails show it.
    code: !values.link && delivery.code ? { intro: t("mail:codeIntro"), value: delivery.code } : undefined,
    footer: t(delivery.template === "invite" ? "mail:footerInvite" : "mail:footer"),
  });
}
