import type { RouterContextProvider } from "react-router";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { refundRateLimit, type CountedUse } from "#app/platform/rate-limit/refund.server";
import type { ChatAllowance } from "./allowance.server";

/** An allowed question carries the unit it used of the daily quota, for its answer's writer (refundChatQuota). */
export type QuotaOutcome = { allowed: true; charge: CountedUse } | { allowed: false; resetAt: Date };

/**
 * Counts one question against the sender's IP limit (the rule chat.ip, RATE_LIMIT_CHAT_IP, which catches
 * many accounts from one place) and the user's daily quota (chat.day, the plan's allowance), in Postgres
 * so both hold across app instances. Both rules fail closed: a counter that cannot be kept throws
 * BackendError, and the question is answered "unavailable" rather than sent to the model uncounted.
 */
export async function consumeChatQuota(
  _context: Readonly<RouterContextProvider>,
  userId: string,
  ip: string,
  allowance: ChatAllowance,
): Promise<QuotaOutcome> {
  const limiter = getRateLimiter();
  const byIp = await limiter.consume("chat.ip", ip || "unknown");
  if (!byIp.ok) return refused(byIp.retryAfterSeconds);
  const byUser = await limiter.consume("chat.day", userId, allowance.messagesPerDay);
  if (!byUser.ok) return refused(byUser.retryAfterSeconds);
  return { allowed: true, charge: { subject: userId, limit: allowance.messagesPerDay, countedAt: performance.now() } };
}

/**
 * Gives the daily quota's unit back for an answer the model provider failed, so "Try again" costs no second
 * one. Only the writer calls it, for the unit its own question used, once (the answer's id is the refund's);
 * the IP limit keeps its count, so failures cannot be farmed for model calls.
 */
export function refundChatQuota(answerId: string, charge: CountedUse): Promise<boolean> {
  return refundRateLimit("chat.day", charge, answerId);
}

const refused = (retryAfterSeconds: number): QuotaOutcome => ({ allowed: false, resetAt: new Date(Date.now() + retryAfterSeconds * 1000) });
