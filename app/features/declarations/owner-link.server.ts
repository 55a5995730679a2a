import { getEnv } from "#app/config/env.server";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { createLinkMac } from "#app/lib/link-mac.server";
import { isDeclarationKind, type DeclarationKind } from "./content";
import { isCanonicalUuid } from "#app/lib/uuid";

/** How long the link mailed to the account confirms the declaration. */
export const OWNER_LINK_DAYS = 7;

const mac = () => createLinkMac(getEnv().SESSION_SECRET, "kolleague/declaration-owner-link/v1");

/**
 * The one-time link to the account's own address. The signature makes it unforgeable (row ids are not
 * secrets); validity and single use live in the row (confirm_expires_at, state), so a used or expired
 * link fails even with a good signature.
 */
export function ownerLink(kind: DeclarationKind, id: string, locale: Locale): string {
  const url = new URL(localizePath("/confirm-declaration", locale), getEnv().APP_URL);
  url.search = new URLSearchParams({ kind, id, sig: mac().sign([kind, id]) }).toString();
  return url.href;
}

/** The declaration a link (query string or posted form) names, when its signature holds. */
export function readOwnerLink(values: { get(name: string): FormDataEntryValue | null }): { kind: DeclarationKind; id: string; sig: string } | null {
  const kind = values.get("kind");
  const id = values.get("id");
  const sig = values.get("sig");
  if (!isDeclarationKind(kind) || typeof id !== "string" || !isCanonicalUuid(id) || typeof sig !== "string") return null;
  return mac().verify([kind, id], sig) ? { kind, id, sig } : null;
}
