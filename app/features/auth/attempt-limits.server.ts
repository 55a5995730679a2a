import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";

export type AuthForm = "signin" | "signup" | "reset";

/**
 * Counts one attempt against the per-IP and then the per-address rule of a form; returns the seconds to
 * wait when one is exhausted. Every attempt counts (the limiter has no refund), so five sign-ins in
 * fifteen minutes, failed or not, are the ceiling per address, from whichever IPs they come. An IP that
 * is already blocked counts nothing more: it cannot fill the store with counters for other addresses
 * (and so evict a victim's counter).
 */
export async function consumeAuthAttempt(form: AuthForm, email: string, ip: string): Promise<number | null> {
  const result = await getRateLimiter().consumeAll([
    [`auth.${form}.ip`, ip],
    [`auth.${form}.email`, email.trim().toLowerCase()],
  ]);
  return result.ok ? null : result.retryAfterSeconds;
}
