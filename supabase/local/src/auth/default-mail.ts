import { createTransport } from "nodemailer";
import type { AuthConfig } from "../config";

export type MailAction = "signup" | "recovery" | "email_change" | "invite" | "magiclink";

/**
 * The backend's own plain mails, used when no Send Email Hook is configured. Like hosted Supabase's
 * default templates they are one per action; unlike them they carry English and German, since
 * developers of this product read both.
 */
const TEMPLATES: Record<MailAction, { subject: string; en: string; de: string }> = {
  signup: {
    subject: "Confirm your sign-up / Bestätige deine Registrierung",
    en: "Follow this link to confirm your account:",
    de: "Folge diesem Link, um dein Konto zu bestätigen:",
  },
  recovery: {
    subject: "Reset your password / Setze dein Passwort zurück",
    en: "Follow this link to reset the password for your account:",
    de: "Folge diesem Link, um das Passwort deines Kontos zurückzusetzen:",
  },
  email_change: {
    subject: "Confirm your new e-mail address / Bestätige deine neue E-Mail-Adresse",
    en: "Follow this link to confirm the change of your e-mail address:",
    de: "Folge diesem Link, um die Änderung deiner E-Mail-Adresse zu bestätigen:",
  },
  invite: {
    subject: "You have been invited / Du wurdest eingeladen",
    en: "You have been invited to create an account. Follow this link to accept:",
    de: "Du wurdest eingeladen, ein Konto anzulegen. Folge diesem Link, um anzunehmen:",
  },
  magiclink: {
    subject: "Your sign-in link / Dein Anmeldelink",
    en: "Follow this link to sign in:",
    de: "Folge diesem Link, um dich anzumelden:",
  },
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface DefaultMail {
  to: string;
  action: MailAction;
  link: string;
  otp: string;
}

export async function sendDefaultMail(config: AuthConfig, smtpPort: number, mail: DefaultMail): Promise<void> {
  const t = TEMPLATES[mail.action];
  const text = `${t.en}\n${mail.link}\n\nOr enter the code: ${mail.otp}\n\n${t.de}\n${mail.link}\n\nOder gib den Code ein: ${mail.otp}\n`;
  const link = escapeHtml(mail.link);
  const html = `<h2>${escapeHtml(t.subject)}</h2><p>${escapeHtml(t.en)}</p><p><a href="${link}">${link}</a></p><p>Code: ${escapeHtml(mail.otp)}</p><hr><p>${escapeHtml(t.de)}</p><p><a href="${link}">${link}</a></p>`;
  const transport = createTransport({ host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: { name: config.senderName, address: config.adminEmail }, to: mail.to, subject: t.subject, text, html });
  } finally {
    transport.close();
  }
}
