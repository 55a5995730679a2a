import { getEnv } from "#app/config/env.server";
import { createLinkMac } from "#app/lib/link-mac.server";

const mac = () => createLinkMac(getEnv().SESSION_SECRET, "kolleague/confirm-link-account/v1");

/**
 * The confirmation page names the account a mail link is for, without using up the token to find out:
 * the Send Email Hook signs the address together with the token hash, and the page shows the address
 * only when that signature holds, so a link with an edited address names nobody.
 */
export function signAccount(tokenHash: string, email: string): string {
  return mac().sign([tokenHash, email.toLowerCase()]);
}

export function verifiedAccount(tokenHash: string, email: string | null, signature: string | null): string | null {
  if (!email || !signature || email.length > 254) return null;
  return mac().verify([tokenHash, email.toLowerCase()], signature) ? email : null;
}
