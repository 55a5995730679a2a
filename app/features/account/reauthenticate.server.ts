import type { Submission } from "@conform-to/zod/v4";
import { getEnv } from "#app/config/env.server";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { refundRateLimit } from "#app/platform/rate-limit/refund.server";
import { logger } from "#app/platform/log/logger.server";
import { freshSignIn } from "#app/platform/supabase/user.server";
import { forIntent, reply, type ActionContext } from "#app/lib/action.server";

/**
 * The password check before an account change: it signs in afresh and counts wrong passwords per signed-in
 * user (auth.reauth.user; a right one is given back), so a stolen session cannot guess on, while the address's
 * sign-in count, which anyone can use up from outside, never keeps the owner from changing or deleting the
 * account. Either the answer that refuses the form (`answer`), or the fresh session's client, which the caller
 * uses and then signs out or hands on.
 */
export async function reauthenticate<Intent extends string>(
  submission: Submission<unknown>,
  { intent, field, userId, email, password }: { intent: Intent; field: string; userId: string; email: string; password: string },
  ctx: ActionContext,
) {
  const counted = await getRateLimiter().consume("auth.reauth.user", userId);
  const use = { subject: userId, limit: getEnv().rateLimits["auth.reauth.user"].limit ?? 0, countedAt: performance.now() };
  if (!counted.ok) {
    return {
      answer: forIntent(
        intent,
        reply.tooMany(submission, counted.retryAfterSeconds, (minutes) => ctx.t("auth:errors.tooManyAttempts", { count: minutes })),
      ),
    };
  }
  const { check, client } = await freshSignIn(email, password);
  if (check === "invalid") return { answer: forIntent(intent, reply.field(submission, field, ctx.t("account:errors.currentPasswordWrong"))) };
  await refundRateLimit("auth.reauth.user", use, crypto.randomUUID()).catch((error: unknown) =>
    logger.error({ err: error, rule: "auth.reauth.user" }, "settings: a right password could not be given back"),
  );
  if (!client) return { answer: forIntent(intent, reply.unavailable(submission, ctx)) };
  return { client };
}
