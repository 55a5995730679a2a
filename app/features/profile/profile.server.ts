import { data, type RouterContextProvider } from "react-router";
import { getInstance, getLocale } from "#app/platform/i18n/i18next.server";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { actionContext, forIntent, parseForm, reply } from "#app/lib/action.server";
import { avatarDisplayUrl } from "./avatar";
import { removeAvatar, saveAvatar } from "./avatar-storage.server";
import { legacyAvatarSrc } from "./legacy-avatar";
import { nameSchema } from "./profile-schema";
import { lookupUser } from "#app/platform/supabase/user.server";
import { updateUserMetadata } from "./session-user.server";
import { readAvatarUpload } from "./upload-avatar.server";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { discardBody } from "#app/lib/body.server";

type Context = Readonly<RouterContextProvider>;

/** What the profile page shows: the saved name and the avatar to display (stored file or legacy value). */
export async function loadProfile(context: Context, userId: string) {
  const { data: profile, error } = await getSupabase(context)
    .from("profiles")
    .select("full_name, avatar_url, avatar, updated_at")
    .eq("id", userId)
    .maybeSingle();
  if (error) throw data(null, { status: 503 });
  const avatarSrc = profile?.avatar_url ? avatarDisplayUrl(userId, Date.parse(profile.updated_at)) : legacyAvatarSrc(profile?.avatar);
  return { fullName: profile?.full_name ?? "", avatarSrc };
}

/**
 * The profile form posts: the name (urlencoded), an avatar upload (multipart, streamed) or removing the
 * avatar. Each checks the user with the Auth server first, and answers with a localized message.
 */
export async function profileAction(request: Request, context: Context) {
  const locale = getLocale(context);
  const t = getInstance(context).getFixedT(locale, "account");
  const found = await lookupUser(context);
  if (!found.user) {
    discardBody(request);
    if (found.unavailable) return data({ intent: null, message: t("common:forms.unavailable"), result: undefined }, { status: 503 });
    return data({ intent: null, message: t("errors.noUser"), result: undefined }, { status: 401 });
  }
  const user = found.user;
  const supabase = getSupabase(context);
  // Not request.url: with JavaScript the action is posted to /my/profile.data.
  const back = localizePath("/my/profile", locale as Locale);

  if (request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data")) {
    // Each upload costs an image decode; a loop of them is refused before any byte is read.
    const limited = await getRateLimiter().consume("avatar.user", user.id);
    if (!limited.ok) {
      discardBody(request);
      return data(
        { intent: "avatar" as const, message: t("errors.tooManyUploads"), result: undefined },
        { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
      );
    }
    const upload = await readAvatarUpload(request);
    if (!upload.ok) return data({ intent: "avatar" as const, message: t(`errors.${upload.problem}`), result: undefined }, { status: upload.status });
    try {
      await saveAvatar(supabase, user.id, upload.webp);
    } catch {
      return data({ intent: "avatar" as const, message: t("errors.backend"), result: undefined }, { status: 503 });
    }
    return redirectWithToast(request, back, { severity: "success", summary: t("profile.avatar.saved"), life: 4000 });
  }

  const form = await request.formData();
  if (form.get("intent") === "removeAvatar") {
    try {
      await removeAvatar(supabase, user.id);
    } catch {
      return data({ intent: "avatar" as const, message: t("errors.backend"), result: undefined }, { status: 503 });
    }
    return redirectWithToast(request, back, { severity: "success", summary: t("profile.avatar.removed"), life: 4000 });
  }

  const ctx = actionContext(context);
  const submission = parseForm(form, nameSchema, ctx);
  if (submission.status !== "success") return forIntent("name", reply.invalid(submission), { message: null });
  const fullName = submission.value.fullName;
  try {
    const { error } = await supabase.from("profiles").upsert({ id: user.id, full_name: fullName });
    if (error) throw error;
    await updateUserMetadata(supabase, { full_name: fullName });
  } catch {
    return forIntent("name", reply.unavailable(submission, ctx), { message: null });
  }
  return redirectWithToast(request, back, { severity: "success", summary: t("profile.name.saved"), life: 4000 });
}
