import type { TFunction } from "i18next";
import { getEnv } from "#app/config/env.server";
import { signAccount } from "./confirm-account.server";
import { RECOVERY_WINDOW_SECONDS } from "./recovery-window";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { readCappedBody } from "#app/lib/body.server";
import type { Locale } from "#app/platform/i18n/locales";
import { confirmLink } from "#app/platform/mail/confirm-link";
import { hookPayloadSchema, isEmailAction } from "#app/platform/mail/hook-payload";
import { sendMail } from "#app/platform/mail/mailer.server";
import { recipientLocale } from "#app/platform/mail/recipient-locale.server";
import { deliveriesFor } from "#app/platform/mail/recipients";
import { renderAuthMail } from "#app/platform/mail/templates/auth-mail";
import { parseWebhookSecrets, verifyWebhook } from "#app/platform/mail/webhook-signature.server";
import { logger } from "#app/platform/log/logger.server";

/** Supabase Auth's payloads are a few KB; anything far larger is not from it. */
const MAX_BODY_BYTES = 64 * 1024;

/** Supabase's error shape for hooks: its status and message go back to the client that asked. */
const hookError = (status: number, message: string) => Response.json({ error: { http_code: status, message } }, { status });

/**
 * Supabase's Send Email Hook: verifies the Standard Webhooks signature, renders the auth mail(s) of the
 * action in the recipient's language and sends them over the app's SMTP. 200 {} means sent.
 */
export async function handleSendEmailHook(request: Request, translator: (locale: Locale) => TFunction): Promise<Response> {
  const env = getEnv();
  const keys = parseWebhookSecrets(env.SEND_EMAIL_HOOK_SECRET);
  if (keys.length === 0) return hookError(404, "The Send Email Hook is not configured on this server");
  const read = await readCappedBody(request, MAX_BODY_BYTES);
  if (!read.ok) return hookError(413, "Payload too large");
  const body = read.text;
  if (!verifyWebhook({ keys, headers: request.headers, body })) return hookError(401, "Invalid webhook signature");
  const replay = await refuseReplay(request.headers.get("webhook-id")!);
  if (replay) return replay;

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return hookError(400, "Payload is not JSON");
  }
  const parsed = hookPayloadSchema.safeParse(json);
  if (!parsed.success) return hookError(400, "Payload does not match the Send Email Hook schema");
  const payload = parsed.data;
  const action = payload.email_data.email_action_type;
  if (!isEmailAction(action)) return hookError(400, `Unsupported email action: ${action}`);

  const locale = await recipientLocale(payload.user);
  const t = translator(locale);
  const messages = deliveriesFor(action, payload).map((delivery) => {
    const link =
      action === "reauthentication"
        ? undefined
        : confirmLink({
            appUrl: env.APP_URL,
            tokenHash: delivery.tokenHash,
            action,
            redirectTo: payload.email_data.redirect_to,
            locale,
            account: delivery.to ? { email: delivery.to, signature: signAccount(delivery.tokenHash, delivery.to) } : undefined,
          });
    return {
      to: delivery.to,
      ...renderAuthMail(t, locale, delivery, {
        link,
        email: delivery.to,
        newEmail: payload.user.new_email,
        recoveryMinutes: RECOVERY_WINDOW_SECONDS / 60,
      }),
    };
  });
  if (messages.some((message) => !message.to)) return hookError(400, "Payload names no recipient address");
  try {
    await Promise.all(messages.map((message) => sendMail(message)));
  } catch (error) {
    // Supabase only tells the user that sending failed; the operator needs the SMTP server's reason.
    logger.error({ err: error, action }, "send-email hook: SMTP refused the mail");
    return hookError(500, "The mail could not be sent");
  }
  return Response.json({}, { status: 200 });
}

/**
 * A signed request stays valid for the whole timestamp tolerance, so a captured one could be sent again
 * to mail the user twice. Each webhook id is let through once (the rule mail-hook.id, counted in Postgres
 * so every app instance sees it); the rule fails closed, so an id that cannot be recorded sends nothing.
 */
async function refuseReplay(webhookId: string): Promise<Response | null> {
  if (webhookId.length > 150) return hookError(400, "webhook-id is too long");
  try {
    const first = await getRateLimiter().consume("mail-hook.id", webhookId);
    return first.ok ? null : hookError(409, "This webhook message was already received");
  } catch (error) {
    logger.error({ err: error }, "send-email hook: cannot record the webhook id");
    return hookError(503, "The mail could not be sent");
  }
}
