import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { AuthServices } from "./context";
import { sendDefaultMail, type MailAction } from "./default-mail";
import { AuthError } from "./errors";
import { callSendEmailHook } from "./send-email-hook";
import { userJson, type UserRow } from "./users";

/** One message of an auth mail: who gets it and which token its link carries. */
interface MailDelivery {
  to: string;
  tokenHash: string;
  otp: string;
}

export interface AuthMail {
  action: MailAction;
  user: UserRow;
  redirectTo: string;
  /** The hook's email_data token fields, with Supabase Auth's pairing for secure e-mail changes. */
  emailData: { token: string; token_hash: string; token_new: string; token_hash_new: string };
  /** What the default mailer sends: one message per address (two for a secure e-mail change). */
  deliveries: MailDelivery[];
}

function verifyLink(externalUrl: string, tokenHash: string, type: MailAction, redirectTo: string): string {
  const query = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${externalUrl}/verify?${query.toString()}`;
}

/** Supabase Auth refuses a new mail to the same user within [auth.email] max_frequency. */
export function checkFrequency(services: AuthServices, sentAt: Date | null): void {
  if (!sentAt) return;
  const waitMs = sentAt.getTime() + services.config.maxFrequencySeconds * 1000 - Date.now();
  if (waitMs > 0) {
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
}

function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "";
}

/** Calls the Send Email Hook when config.toml enables it, and otherwise sends the default mails over SMTP. */
export async function sendAuthMail(services: AuthServices, req: IncomingMessage, mail: AuthMail): Promise<void> {
  const hook = services.config.sendEmailHook;
  if (hook) {
    await callSendEmailHook(hook, {
      metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: "send-email", ip_address: clientIp(req) },
      user: await userJson(services.db, mail.user),
      email_data: {
        ...mail.emailData,
        redirect_to: mail.redirectTo,
        email_action_type: mail.action,
        site_url: services.externalUrl,
        old_email: "",
        old_phone: "",
        provider: "",
        factor_type: "",
      },
    });
    return;
  }
  for (const delivery of mail.deliveries) {
    const link = verifyLink(services.externalUrl, delivery.tokenHash, mail.action, mail.redirectTo);
    await sendDefaultMail(services.config, services.smtpPort, { to: delivery.to, action: mail.action, link, otp: delivery.otp });
  }
}
