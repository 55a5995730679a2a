import { data, type RouterContextProvider } from "react-router";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { actionContext, forIntent, parseForm, reply, unparsed } from "#app/lib/action.server";
import { userGone } from "#app/features/account/user-gone.server";
import { avatarDisplayUrl } from "./avatar";
import { removeAvatar, saveAvatar } from "./avatar-storage.server";
import { legacyAvatarSrc } from "./legacy-avatar";
import { nameSchema } from "./profile-schema";
import { lookupUser } from "#app/platform/supabase/user.server";
import { updateUserMetadata } from "./session-user.server";
import { readAvatarUpload } from "./upload-avatar.server";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { discardBody, readPlainForm } from "#app/lib/body.server";
import { BackendError, throwBackendFailure } from "#app/platform/supabase/backend-error";

type Context = Readonly<RouterContextProvider>;

/** What the profile page shows: the saved name and the avatar to display (stored file or legacy value). */
export async function loadProfile(context: Context, userId: string) {
  const { data: profile, error } = await getSupabase(context)
    .from("profiles")
    .select("full_name, avatar_url, avatar, updated_at")
    .eq("id", userId)
    .maybeSingle();
  if (error) throwBackendFailure(new BackendError("unavailable:database", error));
  const avatarSrc = profile?.avatar_url ? avatarDisplayUrl(userId, Date.parse(profile.updated_at)) : legacyAvatarSrc(profile?.avatar);
  return { fullName: profile?.full_name ?? "", avatarSrc };
}

/**
 * The profile form posts: the name (urlencoded), an avatar upload (multipart, streamed) or removing the
 * avatar. Each checks the user with the Auth server first. Every answer is the name form's or the avatar's
 * (upload and removal share one message), so only that form shows it.
 */
export async function profileAction(request: Request, context: Context) {
  const ctx = actionContext(context);
  const { t } = ctx;
  const upload = request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data") ?? false;
  // An upload is read as a stream below, after the checks; the other forms are a few bytes, and held to that
  // here: the server lets this path's bodies of unknown length through for the upload's sake.
  const form = upload ? undefined : await readPlainForm(request);
  if (form === null) throw data(null, { status: 413 });
  const intent = upload || form?.get("intent") === "removeAvatar" ? "avatar" : "name";
  const found = await lookupUser(context);
  if (!found.user) {
    if (upload) discardBody(request);
    return forIntent(intent, userGone(unparsed(form), found, ctx));
  }
  const user = found.user;
  const supabase = getSupabase(context);
  // Not request.url: with JavaScript the action is posted to /my/profile.data.
  const back = localizePath("/my/profile", ctx.locale);

  if (!form) {
    // Each upload costs an image decode; a loop of them is refused before any byte is read.
    const limited = await getRateLimiter().consume("avatar.user", user.id);
    if (!limited.ok) {
      discardBody(request);
      return forIntent(
        "avatar",
        reply.tooMany(unparsed(), limited.retryAfterSeconds, () => t("account:errors.tooManyUploads")),
      );
    }
    const read = await readAvatarUpload(request);
    if (!read.ok) return forIntent("avatar", reply.refused(unparsed(), t(`account:errors.${read.problem}`), { status: read.status }));
    try {
      await saveAvatar(supabase, user.id, read.webp);
    } catch {
      return forIntent("avatar", reply.unavailable(unparsed(), ctx));
    }
    return redirectWithToast(request, back, { severity: "success", summary: t("account:profile.avatar.saved"), life: 4000 });
  }

  if (intent === "avatar") {
    try {
      await removeAvatar(supabase, user.id);
    } catch {
      return forIntent("avatar", reply.unavailable(unparsed(form), ctx));
    }
    return redirectWithToast(request, back, { severity: "success", summary: t("account:profile.avatar.removed"), life: 4000 });
  }

  const submission = parseForm(form, nameSchema, ctx);
  if (submission.status !== "success") return forIntent("name", reply.invalid(submission));
  const fullName = submission.value.fullName;
  try {
    const { error } = await supabase.from("profiles").upsert({ id: user.id, full_name: fullName });
    if (error) throw error;
    await updateUserMetadata(supabase, { full_name: fullName });
  } catch {
    return forIntent("name", reply.unavailable(submission, ctx));
  }
  return redirectWithToast(request, back, { severity: "success", summary: t("account:profile.name.saved"), life: 4000 });
}
