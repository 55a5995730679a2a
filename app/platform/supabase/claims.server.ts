import type { RouterContextProvider } from "react-router";
import { getSupabase, type AppSupabaseClient } from "./client.server";

type ClaimsResult = Awaited<ReturnType<AppSupabaseClient["auth"]["getClaims"]>>;
type VerifiedClaims = NonNullable<ClaimsResult["data"]>;

/**
 * How long a verified token is trusted without checking its signature again. supabase-js keeps the key set
 * for 10 minutes too, so a withdrawn signing key is noticed no later than before.
 */
const TRUSTED_FOR_MS = 10 * 60 * 1000;
/** About 1 KB a token: a bound of 1,000 keeps the cache near a megabyte. */
const MAX_TOKENS = 1_000;

const verified = new Map<string, { data: VerifiedClaims; until: number }>();
/** Checks under way, by token: at most one per token at a time (see verifiedClaims). */
const checking = new Map<string, Promise<ClaimsResult>>();

/**
 * Only tokens supabase-js checks locally (asymmetric, with a key id) are remembered; the others it asks the
 * server about. The header is the one getClaims decoded and returned.
 */
function checkedLocally({ header }: VerifiedClaims): boolean {
  return typeof header.alg === "string" && !header.alg.startsWith("HS") && typeof header.kid === "string";
}

/**
 * The claims of an access token, verified by supabase-js (`getClaims`) once per token string and then
 * remembered until the token expires or ten minutes pass, whichever is first. The signature check (a key
 * import and an ECDSA verification) was a sixth of `/app`'s CPU and a ninth of a chat page's, and a visitor
 * sends the same token with every request for up to an hour. Any other string, even one differing in a byte, is
 * verified afresh.
 */
export async function verifiedClaims(auth: AppSupabaseClient["auth"], token: string): Promise<ClaimsResult> {
  const known = verified.get(token);
  if (known && known.until > Date.now()) return { data: known.data, error: null };
  if (known) verified.delete(token);

  // Requests that arrive together with one token (a page and its data requests, a visitor's open tabs after
  // a restart) wait for the check under way: each would otherwise fetch the key set while it is not cached yet
  // and verify the signature again.
  const underWay = checking.get(token);
  if (underWay) return underWay;
  const check = verifyAndRemember(auth, token).finally(() => checking.delete(token));
  checking.set(token, check);
  return check;
}

async function verifyAndRemember(auth: AppSupabaseClient["auth"], token: string): Promise<ClaimsResult> {
  const result = await auth.getClaims(token);
  const now = Date.now();
  const expiresAt = typeof result.data?.claims.exp === "number" ? result.data.claims.exp * 1000 : 0;
  if (result.data && !result.error && expiresAt > now && checkedLocally(result.data)) {
    if (verified.size >= MAX_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { data: result.data, until: Math.min(expiresAt, now + TRUSTED_FOR_MS) });
  }
  return result;
}

/**
 * The request's session claims: the session from its cookies (refreshed by supabase-js when the access
 * token has expired, as `getClaims()` would), then its access token verified through `verifiedClaims`.
 */
export async function sessionClaims(context: Readonly<RouterContextProvider>): Promise<ClaimsResult> {
  const auth = getSupabase(context).auth;
  const { data, error } = await auth.getSession();
  if (error || !data.session) return { data: null, error };
  return verifiedClaims(auth, data.session.access_token);
}
