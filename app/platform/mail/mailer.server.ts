import { createTransport, type Transporter } from "nodemailer";
import { getEnv } from "#app/config/env.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent with the message, e.g. the terms in force with an order confirmation (text, not links). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

let transport: Transporter | undefined;

/**
 * Bounds for a mail server that accepts the connection and then stalls: nodemailer waits an hour on an idle
 * socket by default, and a request or a queue step waiting on it holds everything behind it (a Stripe
 * webhook timed out and was redelivered while its handler still waited). In milliseconds; SMTP_URL may set
 * its own as query parameters, which nodemailer reads as options.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** SMTP_URL with the timeouts it does not set itself, appended to the string as given (no re-encoding). */
export function withSmtpTimeouts(url: string): string {
  const given = new URL(url).searchParams;
  const missing = Object.entries(SMTP_TIMEOUTS).filter(([name]) => !given.has(name));
  if (missing.length === 0) return url;
  return url + (url.includes("?") ? "&" : "?") + missing.map(([name, ms]) => `${name}=${ms}`).join("&");
}

/** One pooled SMTP transport for the process, from SMTP_URL (smtp:// or smtps://, credentials in the URL). */
function getTransport(): Transporter {
  transport ??= createTransport(withSmtpTimeouts(getEnv().SMTP_URL));
  return transport;
}

/** Sends one message from MAIL_FROM; rejects when the SMTP server refuses it, so callers can report failure. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  await getTransport().sendMail({
    from: getEnv().MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    replyTo: mail.replyTo,
    headers: mail.headers,
    attachments: mail.attachments,
  });
}
