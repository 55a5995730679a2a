import type { IncomingMessage } from "node:http";
import type { AuthServices } from "./context";
import { checkFrequency, sendAuthMail } from "./mail";
import { PKCE_PREFIX, saveFlowState, type PkceChallenge } from "./pkce";
import { generateOtp, tokenHash } from "./tokens";
import { findUserById, type UserRow } from "./users";

/** PKCE clients get prefixed tokens and a saved challenge; the mail link then yields an auth code. */
async function withFlow(services: AuthServices, userId: string, hash: string, pkce: PkceChallenge | null, method: string): Promise<string> {
  if (!pkce) return hash;
  await saveFlowState(services.db, userId, pkce, method);
  return PKCE_PREFIX + hash;
}

/** Which token and sent-at columns a one-address flow uses, and what it tells the hook. */
const SINGLE_FLOWS = {
  signup: { token: "confirmation_token", sentAt: "confirmation_sent_at", method: "email/signup" },
  recovery: { token: "recovery_token", sentAt: "recovery_sent_at", method: "recovery" },
} as const;

/**
 * The token is stored before the mail goes out and the sent-at time after, as Supabase Auth does: a
 * failed send (hook error) leaves no usable link and no frequency lock.
 */
async function sendSingleFlow(
  services: AuthServices,
  req: IncomingMessage,
  action: keyof typeof SINGLE_FLOWS,
  user: UserRow,
  redirectTo: string,
  pkce: PkceChallenge | null,
): Promise<void> {
  const flow = SINGLE_FLOWS[action];
  checkFrequency(services, user[flow.sentAt]);
  const otp = generateOtp(services.config.otpLength);
  const hash = await withFlow(services, user.id, tokenHash(user.email!, otp), pkce, flow.method);
  await services.db.query(`update auth.users set ${flow.token} = $2 where id = $1`, [user.id, hash]);
  const fresh = (await findUserById(services.db, user.id))!;
  await sendAuthMail(services, req, {
    action,
    user: fresh,
    redirectTo,
    emailData: { token: otp, token_hash: hash, token_new: "", token_hash_new: "" },
    deliveries: [{ to: user.email!, tokenHash: hash, otp }],
  });
  await services.db.query(`update auth.users set ${flow.sentAt} = now() where id = $1`, [user.id]);
}

export const sendConfirmation = (services: AuthServices, req: IncomingMessage, user: UserRow, redirectTo: string, pkce: PkceChallenge | null) =>
  sendSingleFlow(services, req, "signup", user, redirectTo, pkce);

export const sendRecovery = (services: AuthServices, req: IncomingMessage, user: UserRow, redirectTo: string, pkce: PkceChallenge | null) =>
  sendSingleFlow(services, req, "recovery", user, redirectTo, pkce);

/**
 * With double_confirm_changes both the current and the new address get a link; the hook payload
 * pairs them as Supabase Auth does (token_hash for the new address, token_hash_new for the current).
 */
export async function sendEmailChange(
  services: AuthServices,
  req: IncomingMessage,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  pkce: PkceChallenge | null,
): Promise<void> {
  checkFrequency(services, user.email_change_sent_at);
  const { otpLength, doubleConfirmChanges } = services.config;
  const otpNew = generateOtp(otpLength);
  const hashNew = await withFlow(services, user.id, tokenHash(newEmail, otpNew), pkce, "email_change");
  const secure = doubleConfirmChanges && Boolean(user.email);
  const otpCurrent = secure ? generateOtp(otpLength) : "";
  const hashCurrent = secure ? (pkce ? PKCE_PREFIX : "") + tokenHash(user.email!, otpCurrent) : "";
  await services.db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0 where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent],
  );
  const fresh = (await findUserById(services.db, user.id))!;
  const deliveries = [{ to: newEmail, tokenHash: hashNew, otp: otpNew }];
  if (secure) deliveries.unshift({ to: user.email!, tokenHash: hashCurrent, otp: otpCurrent });
  await sendAuthMail(services, req, {
    action: "email_change",
    user: fresh,
    redirectTo,
    emailData: secure
      ? { token: otpCurrent, token_hash: hashNew, token_new: otpNew, token_hash_new: hashCurrent }
      : { token: otpNew, token_hash: hashNew, token_new: "", token_hash_new: "" },
    deliveries,
  });
  await services.db.query("update auth.users set email_change_sent_at = now() where id = $1", [user.id]);
}
