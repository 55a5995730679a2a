import type { Locale } from "#app/platform/i18n/locales";
import type { SignupSource } from "./consent";

export interface SignupRequest {
  /** Lower-cased, validated address. */
  email: string;
  /** The language of the page: the confirmation mail and later mails use it. */
  locale: Locale;
  source: SignupSource;
  /** The signed-in account, only when the address is that account's own address. */
  userId: string | null;
}

/**
 * Where sign-ups go. Every provider runs a double opt-in: `subscribe` only starts it (a confirmation
 * mail), and it answers the same whether the address is new, pending or already subscribed.
 */
export interface NewsletterProvider {
  readonly name: "own" | "brevo";
  subscribe(request: SignupRequest): Promise<void>;
}
