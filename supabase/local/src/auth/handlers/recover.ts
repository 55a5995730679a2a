import type { AuthHandler } from "../context";
import { badRequest } from "../errors";
import { sendConfirmation, sendEmailChange, sendRecovery } from "../mail-flows";
import { jsonBody, normalizeEmail, stringField } from "../params";
import { pkceChallengeOf } from "../pkce";
import { redirectTarget } from "../redirects";
import { findUserByEmail, isConfirmed } from "../users";
import { sendJson } from "../../http/respond";

/** POST /recover: mails a recovery link; an unknown address gets the same empty answer. */
export const recover: AuthHandler = async (ctx) => {
  const body = jsonBody(ctx);
  const email = normalizeEmail(stringField(body, "email"));
  if (!email) throw badRequest("validation_failed", "Password recovery requires an email");
  const pkce = pkceChallengeOf(body);
  const user = await findUserByEmail(ctx.services.db, email);
  if (user) await sendRecovery(ctx.services, ctx.req, user, redirectTarget(ctx.services.config, ctx.req, ctx.url), pkce);
  sendJson(ctx.res, 200, {});
};

/** POST /resend: the sign-up confirmation or the pending e-mail change, again; silent when there is nothing to resend. */
export const resend: AuthHandler = async (ctx) => {
  const body = jsonBody(ctx);
  const type = stringField(body, "type");
  const email = normalizeEmail(stringField(body, "email"));
  if (type !== "signup" && type !== "email_change") {
    throw badRequest("validation_failed", "Missing one of these types: signup, email_change, sms, phone_change");
  }
  if (!email) throw badRequest("validation_failed", "Type provided requires an email address");
  const { services } = ctx;
  const redirectTo = redirectTarget(services.config, ctx.req, ctx.url);
  const pkce = pkceChallengeOf(body);
  if (type === "signup") {
    const user = await findUserByEmail(services.db, email);
    if (user && !isConfirmed(user)) await sendConfirmation(services, ctx.req, user, redirectTo, pkce);
  } else {
    const user = await findUserByEmail(services.db, email);
    if (user?.email_change) await sendEmailChange(services, ctx.req, user, user.email_change, redirectTo, pkce);
  }
  sendJson(ctx.res, 200, {});
};
