import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { isUnavailable } from "#app/platform/supabase/errors";
import { actionContext, parseForm, reply } from "#app/lib/action.server";
import { isBot } from "#app/lib/honeypot";
import { botCheck } from "#app/platform/bot-check/guard.server";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import { consumeSigninAttempt, forgiveSignin } from "./attempt-limits.server";
import { applyPreferences, readPreferences } from "./preferences.server";
import { RESPONSE_FLOOR_MS, withResponseFloor } from "./response-floor.server";
import { loginSchema } from "./schemas";

/**
 * Sign-in: honeypot, schema, limits, then the password grant. Unknown address and wrong password get the
 * same message, status and (through the floor) timing. An address that has used up its failed attempts
 * asks for the bot check (the page then shows the widget; without JavaScript the check's token-less
 * allowance applies), and counts alike whether or not it has an account. Success lands on the requested
 * page or /app, in the language the profile has saved, with the saved theme applied on this device.
 */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = actionContext(context);
  const { locale, t, ip } = ctx;
  const form = await request.formData();
  const submission = parseForm(form, loginSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  const refused = () => reply.refused(submission, t("auth:errors.invalidCredentials"));
  if (isBot(form)) return withResponseFloor(RESPONSE_FLOOR_MS.signin, async () => refused());

  const { email, password, redirectTo } = submission.value;
  const limits = await consumeSigninAttempt(email, ip);
  if (limits.state === "wait")
    return reply.tooMany(submission, limits.retryAfterSeconds, (minutes) => t("auth:errors.tooManyAttempts", { count: minutes }));
  if (limits.state === "check" && (await botCheck("signin", form, ip)) === "refused")
    return askingForCheck(reply.refused(submission, t("auth:errors.signinCheck")));

  return withResponseFloor(RESPONSE_FLOOR_MS.signin, async () => {
    const supabase = getSupabase(context);
    const { data: grant, error } = await supabase.auth.signInWithPassword({ email, password });
    if (isUnavailable(error)) return reply.unavailable(submission, ctx);
    // Only reachable with the right password, so it reveals nothing to someone who lacks it.
    if (error?.code === "email_not_confirmed") return reply.refused(submission, t("auth:errors.emailNotConfirmed"));
    if (error || !grant.user) return limits.state === "check" ? askingForCheck(refused()) : refused();
    if (limits.state === "open") await forgiveSignin(limits.use);

    const target = safeRedirectPath(redirectTo, localizePath("/app", locale));
    const preferences = await readPreferences(supabase, grant.user.id, locale);
    const { location, cookies, newDocument } = await applyPreferences(request, target, preferences, locale);
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    // With JavaScript, a redirect is a navigation inside the page; another language or theme needs a new one.
    return (newDocument ? redirectDocument : redirect)(location, { headers });
  });
}

/** A refusal that keeps the bot-check widget on the form: the address asks for the check on its next try too. */
function askingForCheck<Answer extends object>(answer: { data: Answer; init: ResponseInit | null }) {
  return data({ ...answer.data, botCheck: true as const }, answer.init ?? undefined);
}
