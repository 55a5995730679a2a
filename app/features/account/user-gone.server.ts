import type { FreshUser } from "#app/platform/supabase/user.server";
import { reply, type ActionContext } from "#app/lib/action.server";

type Submission = Parameters<typeof reply.refused>[0];

/**
 * The answer when the Auth server did not confirm the session's user before an account change: signed out
 * (401, sign in again) or not answering (503, try again), never a claim about the form's input.
 */
export function userGone(submission: Submission, found: FreshUser & { user: null }, ctx: Pick<ActionContext, "t">) {
  if (found.unavailable) return reply.unavailable(submission, ctx);
  return reply.refused(submission, ctx.t("account:errors.noUser"), { status: 401 });
}
