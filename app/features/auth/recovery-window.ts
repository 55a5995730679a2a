/**
 * Setting a password without knowing the current one is only for a session that just proved control of
 * the mailbox: Supabase Auth records how a session signed in in the access token's `amr` claim, and a
 * mail link (recovery, confirmation, magic link) signs in as "otp". A password sign-in, or a link session
 * older than the window, must give the current password instead (the settings page asks for it).
 */
export const RECOVERY_WINDOW_SECONDS = 15 * 60;

const MAILBOX_METHODS = new Set(["otp", "recovery", "magiclink", "email/signup"]);

export function provedMailboxRecently(amr: unknown, nowSeconds: number, windowSeconds = RECOVERY_WINDOW_SECONDS): boolean {
  if (!Array.isArray(amr)) return false;
  return amr.some((entry: unknown) => {
    if (!entry || typeof entry !== "object") return false;
    const { method, timestamp } = entry as { method?: unknown; timestamp?: unknown };
    if (typeof method !== "string" || typeof timestamp !== "number" || !MAILBOX_METHODS.has(method)) return false;
    const age = nowSeconds - timestamp;
    return age >= -60 && age <= windowSeconds;
  });
}
