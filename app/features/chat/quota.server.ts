import type { RouterContextProvider } from "react-router";
import { counterKey } from "#app/platform/rate-limit/counter-key";
import { consumeRateLimit } from "#app/platform/rate-limit/counter.server";
import { resolveRules } from "#app/platform/rate-limit/rules";
import type { ChatAllowance } from "./allowance.server";

export type QuotaOutcome = { allowed: true } | { allowed: false; resetAt: Date };

const DAY_SECONDS = 86_400;
let ipRule: { limit: number; windowMs: number } | undefined;

/**
 * Counts one question against the sender's IP limit (RATE_LIMIT_CHAT_IP, which catches many accounts from
 * one place; IPv6 by its /64) and the user's daily quota, in Postgres so both hold across app instances.
 * The keys are those of every other limit: the subject only as a hash. The daily quota's key leaves the
 * plan's allowance out, so a change of plan keeps the day's count.
 */
export async function consumeChatQuota(
  _context: Readonly<RouterContextProvider>,
  userId: string,
  ip: string,
  allowance: ChatAllowance,
): Promise<QuotaOutcome> {
  ipRule ??= resolveRules(process.env)["chat.ip"];
  const windowSeconds = Math.round(ipRule.windowMs / 1000);
  const ipKey = counterKey({ name: "chat.ip", limit: ipRule.limit, windowSeconds, subject: ip || "unknown", kind: "ip" });
  const byIp = await consumeRateLimit(ipKey, windowSeconds, ipRule.limit);
  if (!byIp.allowed) return { allowed: false, resetAt: byIp.resetAt };
  const userKey = counterKey({ name: "chat.day", windowSeconds: DAY_SECONDS, subject: userId, kind: "text" });
  const byUser = await consumeRateLimit(userKey, DAY_SECONDS, allowance.messagesPerDay);
  if (!byUser.allowed) return { allowed: false, resetAt: byUser.resetAt };
  return { allowed: true };
}
