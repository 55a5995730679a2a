import { getRateLimiter } from "#app/features/rate-limit/limiter";

export type AuthForm = "signin" | "signup" | "reset";

/**
 * Counts one attempt against the per-IP and the per-address rule of a form; returns the seconds to
 * wait when either is exhausted. Every attempt counts (the limiter has no refund), so five sign-ins in
 * fifteen minutes, failed or not, are the ceiling per address. Both rules are consumed on every attempt
 * so a blocked address cannot be probed from fresh IPs for free.
 */
export async function consumeAuthAttempt(form: AuthForm, email: string, ip: string): Promise<number | null> {
  const limiter = getRateLimiter();
  const [byIp, byEmail] = await Promise.all([
    limiter.consume(`auth.${form}.ip`, ip),
    limiter.consume(`auth.${form}.email`, email.trim().toLowerCase()),
  ]);
  const waits = [byIp, byEmail].flatMap((result) => (result.ok ? [] : [result.retryAfterSeconds]));
  return waits.length > 0 ? Math.max(...waits) : null;
}
