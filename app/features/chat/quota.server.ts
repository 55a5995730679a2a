import type { RouterContextProvider } from "react-router";
import { ipSubject } from "#app/features/rate-limit/ip-subject";
import { resolveRules } from "#app/features/rate-limit/rules";
import { consumeRateLimit } from "#app/features/rate-limit/counter.server";
import type { ChatAllowance } from "./allowance.server";

export type QuotaOutcome = { allowed: true } | { allowed: false; resetAt: Date };

const DAY_SECONDS = 86_400;
let ipRule: { limit: number; windowMs: number } | undefined;

/**
 * Counts one question against the user's daily quota and the sender's IP limit, in Postgres so both hold
 * across app instances. The IP limit (RATE_LIMIT_CHAT_IP) catches many accounts from one place; like the
 * other limits it counts an IPv6 client by its /64.
 */
export async function consumeChatQuota(
  _context: Readonly<RouterContextProvider>,
  userId: string,
  ip: string,
  allowance: ChatAllowance,
): Promise<QuotaOutcome> {
  ipRule ??= resolveRules(process.env)["chat.ip"];
  const windowSeconds = Math.round(ipRule.windowMs / 1000);
  // The window is part of the key: a changed rule starts fresh counts instead of inheriting old ones.
  const byIp = await consumeRateLimit(`chat:ip:${windowSeconds}:${ipSubject(ip) || "unknown"}`, windowSeconds, ipRule.limit);
  if (!byIp.allowed) return { allowed: false, resetAt: byIp.resetAt };
  const byUser = await consumeRateLimit(`chat:user:${userId}:day`, DAY_SECONDS, allowance.messagesPerDay);
  if (!byUser.allowed) return { allowed: false, resetAt: byUser.resetAt };
  return { allowed: true };
}
