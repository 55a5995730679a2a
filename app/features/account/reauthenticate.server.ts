import type { Submission } from "@conform-to/zod/v4";
import { consumeSigninAttempt, forgiveSignin } from "#app/features/auth/attempt-limits.server";
import { getEnv } from "#app/config/env.server";
import { freshSignIn } from "#app/platform/supabase/user.server";
import { forIntent, reply, type ActionContext } from "#app/lib/action.server";

/**
 * The password check before an account change: it counts as a sign-in attempt (the login form's limits,
 * so settings are no side door for guessing) and signs in afresh; a right password is given back, as on the
 * login form, so only failures count. An address that has used up its failures waits here (there is no bot
 * check on this form, and a stolen session must not guess on). Either the answer that refuses the form
 * (`answer`), or the fresh session's client, which the caller uses and then signs out or hands on.
 */
export async function reauthenticate<Intent extends string>(
  submission: Submission<unknown>,
  { intent, field, email, password }: { intent: Intent; field: string; email: string; password: string },
  ctx: ActionContext,
) {
  const limits = await consumeSigninAttempt(email, ctx.ip);
  if (limits.state !== "open") {
    const wait = limits.state === "wait" ? limits.retryAfterSeconds : Math.ceil(getEnv().rateLimits["auth.signin.email"].windowMs / 1000);
    return {
      answer: forIntent(
        intent,
        reply.tooMany(submission, wait, (minutes) => ctx.t("auth:errors.tooManyAttempts", { count: minutes })),
      ),
    };
  }
  const { check, client } = await freshSignIn(email, password);
  if (check === "invalid") return { answer: forIntent(intent, reply.field(submission, field, ctx.t("account:errors.currentPasswordWrong"))) };
  await forgiveSignin(limits.use);
  if (!client) return { answer: forIntent(intent, reply.unavailable(submission, ctx)) };
  return { client };
}
