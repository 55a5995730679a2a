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

/** One pooled SMTP transport for the process, from SMTP_URL (smtp:// or smtps://, credentials in the URL). */
function getTransport(): Transporter {
  transport ??= createTransport(getEnv().SMTP_URL);
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
