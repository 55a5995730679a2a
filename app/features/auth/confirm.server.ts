import type { EmailOtpType } from "@supabase/supabase-js";
import type { RouterContextProvider } from "react-router";
import { getInstance } from "#app/platform/i18n/i18next.server";
import { localeFromPath, localizePath } from "#app/platform/i18n/locales";
import { defaultNext } from "#app/platform/mail/confirm-link";
import { isEmailAction } from "#app/platform/mail/hook-payload";
import { followEmailChange } from "#app/features/billing/email-change.server";
import { recordConversion } from "#app/platform/conversions/record.server";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import { verifiedAccount } from "./confirm-account.server";

const LINK_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change", "email"] as const;
export type LinkType = (typeof LINK_TYPES)[number] & EmailOtpType;
const isLinkType = (value: string | null): value is LinkType => (LINK_TYPES as readonly (string | null)[]).includes(value);

/**
 * What the confirmation page shows for a mail link; the token is not touched. Only a link as the Send Email
 * Hook signed it is offered: stripped of its address and signature, someone's own link (for their account)
 * would name nobody, and a person sent it could press the button and be signed in to that stranger's account,
 * where whatever they then upload is the stranger's to read.
 */
export function confirmPage(request: Request) {
  const query = new URL(request.url).searchParams;
  const type = query.get("type");
  const tokenHash = query.get("token_hash");
  if (!tokenHash || tokenHash.length > 200 || !isLinkType(type)) return { valid: false as const };
  const sig = query.get("sig");
  const email = verifiedAccount(tokenHash, query.get("email"), sig);
  if (!email || !sig) return { valid: false as const };
  return { valid: true as const, type, tokenHash, next: query.get("next") ?? "", email, sig };
}

/**
 * The confirmation page's button: checks the link's signature, verifies the token hash on the server
 * (verifyOtp sets the session cookies), then continues to the page the link names. The language is the
 * target page's. Only a POST gets here, so neither a mail scanner's GET nor a link an attacker plants signs
 * anyone in.
 */
export async function confirmEmailLink(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const form = await request.formData();
  const query = new URLSearchParams();
  for (const name of ["type", "token_hash", "next", "email", "sig"]) {
    const value = form.get(name);
    if (typeof value === "string") query.set(name, value);
  }
  const type = query.get("type");
  const tokenHash = query.get("token_hash");
  const requested = query.get("next");
  const locale = localeFromPath(safeRedirectPath(requested, new URL(request.url).pathname));
  const t = getInstance(context).getFixedT(locale);
  const recovery = type === "recovery";
  const failed = () =>
    redirectWithToast(request, localizePath(recovery ? "/reset" : "/login", locale), {
      severity: "error",
      summary: t(recovery ? "auth:errors.resetFailed" : "auth:errors.linkInvalid"),
      life: 8000,
    });
  // The page offers only signed links; a POST made without the page is held to the same.
  if (!tokenHash || !isLinkType(type) || !verifiedAccount(tokenHash, query.get("email"), query.get("sig"))) return failed();

  const { data, error } = await getSupabase(context).auth.verifyOtp({ type, token_hash: tokenHash });
  if (error) return failed();
  const next = safeRedirectPath(requested, defaultNext(isEmailAction(type) ? type : "signup", locale));
  // A secure e-mail change needs both addresses' links: the first one confirms without a session.
  if (type === "email_change") {
    if (data.session && data.user) await followEmailChange(data.user.id);
    const summary = t(data.session ? "auth:toast.emailChanged" : "auth:toast.emailChangeHalfway");
    return redirectWithToast(request, next, { severity: "success", summary, life: 8000 });
  }
  if (recovery) return new Response(null, { status: 303, headers: { Location: next } });
  // The sign-up is complete once the address is confirmed: the one "sign-up completed" conversion.
  const user = type === "signup" ? data.user : null;
  const pixel = user?.email ? await recordConversion(request, context, { name: "CompleteRegistration", email: user.email, userId: user.id }) : null;
  return redirectWithToast(request, next, { severity: "success", summary: t("auth:toast.confirmed"), life: 6000 }, {}, pixel);
}
