import { createLinkMac } from "#app/lib/link-mac.server";
import { isCanonicalUuid } from "#app/lib/uuid";

export type TokenPurpose = "confirm" | "unsubscribe";

/**
 * Signed links for the newsletter: `<subscriber id>.<HMAC-SHA256>`. The MAC covers the purpose (a unsubscribe
 * token cannot confirm), the id, and a binding: the sign-up time for confirmation links, so a new sign-up
 * retires the old link; nothing for unsubscribe links, which must keep working in every old mail.
 * The key is derived from SESSION_SECRET, so rotating that secret retires all links in sent mails.
 */
export function createTokenSigner(secret: string) {
  const mac = createLinkMac(secret, "kolleague/newsletter-links/v1");

  return {
    sign(purpose: TokenPurpose, id: string, binding = ""): string {
      return `${id}.${mac.sign([purpose, id, binding])}`;
    },
    /** The subscriber id a well-formed token names; says nothing about its signature. */
    subscriberId(token: string): string | null {
      const id = token.split(".")[0] ?? "";
      return isCanonicalUuid(id) ? id : null;
    },
    verify(purpose: TokenPurpose, token: string, binding = ""): boolean {
      const [id = "", signature = "", ...rest] = token.split(".");
      if (rest.length > 0 || !isCanonicalUuid(id)) return false;
      return mac.verify([purpose, id, binding], signature);
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** The binding of a confirmation link: the row's sign-up time in milliseconds (PostgREST's text form may vary). */
export const requestedBinding = (requestedAt: string) => String(Date.parse(requestedAt));
