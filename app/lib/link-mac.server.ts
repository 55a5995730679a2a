import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * MACs for values the app puts into links and must recognise when they come back (newsletter tokens,
 * the account named on a mail link's confirmation page). Each use derives its own key from SESSION_SECRET
 * with a label, so a MAC made for one purpose never verifies for another, and rotating the secret retires
 * every link in sent mails.
 */
export function createLinkMac(secret: string, label: string) {
  const key = createHmac("sha256", secret).update(label).digest();
  const mac = (parts: readonly string[]) => createHmac("sha256", key).update(parts.join("\n")).digest();
  return {
    /** base64url, 43 characters. */
    sign: (parts: readonly string[]) => mac(parts).toString("base64url"),
    verify(parts: readonly string[], signature: string): boolean {
      if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
      const given = Buffer.from(signature, "base64url");
      const wanted = mac(parts);
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    },
  };
}
