import { randomUUID } from "node:crypto";
import { getEnv } from "#app/config/env.server";
import { botCheckConfig } from "#app/platform/bot-check/config.server";
import { logger } from "#app/platform/log/logger.server";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { refundRateLimit, type CountedUse } from "#app/platform/rate-limit/refund.server";

export type AuthForm = "signup" | "reset";

/**
 * Counts one attempt against the per-IP and then the per-address rule of a form; returns the seconds to
 * wait when one is exhausted. Every attempt counts: each one mails the address. An IP that is already
 * blocked counts nothing more: it cannot fill the store with counters for other addresses (and so evict
 * a victim's counter). The sign-in form counts differently (consumeSigninAttempt), and the password check
 * before an account change per user (app/features/account/reauthenticate.server.ts).
 */
export async function consumeAuthAttempt(form: AuthForm, email: string, ip: string): Promise<number | null> {
  const result = await getRateLimiter().consumeAll([
    [`auth.${form}.ip`, ip],
    [`auth.${form}.email`, email.trim().toLowerCase()],
  ]);
  return result.ok ? null : result.retryAfterSeconds;
}

/**
 * What the limits say about a sign-in before the password is checked: "wait" (the IP has used its attempts,
 * 429), "check" (the address has used its failures: the bot check decides whether the password is tried),
 * or "open" with the use counted against the address, to give back when the password was right.
 */
export type SigninLimits = { state: "wait"; retryAfterSeconds: number } | { state: "check" } | { state: "open"; use: CountedUse };

/**
 * Only failed sign-ins count against an address: each attempt is counted before the password is checked (so
 * parallel guesses cannot slip past the limit) and a successful one is given back (forgiveSignin). An
 * exhausted address is not refused, or anyone who knows it could keep its owner out for good with a few
 * wrong passwords; the bot check is asked instead, so guessing stays slow and costly while the owner, who
 * passes the check, still gets in. With the check off there is no such way past it: the address waits (429),
 * as before. Every attempt counts against the IP, which also bounds one attacker's guesses.
 */
export async function consumeSigninAttempt(email: string, ip: string): Promise<SigninLimits> {
  const limiter = getRateLimiter();
  const byIp = await limiter.consume("auth.signin.ip", ip);
  if (!byIp.ok) return { state: "wait", retryAfterSeconds: byIp.retryAfterSeconds };
  const subject = email.trim().toLowerCase();
  const byAddress = await limiter.consume("auth.signin.email", subject);
  if (byAddress.ok)
    return { state: "open", use: { subject, limit: getEnv().rateLimits["auth.signin.email"].limit ?? 0, countedAt: performance.now() } };
  return botCheckConfig() ? { state: "check" } : { state: "wait", retryAfterSeconds: byAddress.retryAfterSeconds };
}

/**
 * Gives a successful sign-in's use back to its address. A refund that fails costs the owner one of the
 * address's attempts, never the sign-in itself, so it is logged and not raised.
 */
export async function forgiveSignin(use: CountedUse): Promise<void> {
  try {
    await refundRateLimit("auth.signin.email", use, randomUUID());
  } catch (error) {
    logger.error({ err: error, rule: "auth.signin.email" }, "sign-in: a successful attempt could not be given back");
  }
}
