import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { accepted, actionContext, parseForm, reply, type FormAnswer } from "#app/lib/action.server";
import { throwBackendFailure } from "#app/platform/supabase/backend-error";
import { ownList } from "./provider.server";
import type { TokenPurpose } from "./tokens.server";

const tokenSchema = z.object({ token: z.string().optional() });
const tokenInUrl = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** Opening a link changes nothing (mail scanners open links too): the page shows a button, or that the link is invalid. */
export async function tokenPageData(request: Request, context: Readonly<RouterContextProvider>, purpose: TokenPurpose) {
  const token = tokenInUrl(request);
  const list = ownList(context);
  return { token, valid: purpose === "confirm" ? await list.canConfirm(token).catch(throwBackendFailure) : list.verifyUnsubscribe(token) };
}

/**
 * The button's POST, and for unsubscribing also the mail client's one-click POST (RFC 8058:
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, no cookies), where the signed token in the URL
 * is the whole proof. Answers `accepted` with `done`, or refuses an invalid or expired link (400).
 */
export async function tokenPageAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  purpose: TokenPurpose,
): Promise<FormAnswer<{ done: true }>> {
  const ctx = actionContext(context);
  const submission = parseForm(await request.formData(), tokenSchema, ctx);
  const posted = submission.status === "success" ? (submission.value.token ?? "") : "";
  const list = ownList(context);
  // The page has nothing typed to keep: a backend that cannot answer is the honest 503 page, not "invalid link".
  const done = await (
    purpose === "confirm"
      ? list.confirm(posted || tokenInUrl(request)).then((result) => result === "confirmed")
      : list.unsubscribe(tokenInUrl(request) || posted)
  ).catch(throwBackendFailure);
  return done ? accepted(submission, { done: true as const }) : reply.refused(submission, ctx.t(`newsletter:${purpose}.invalid`));
}
