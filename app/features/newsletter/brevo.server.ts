import type { Locale } from "#app/platform/i18n/locales";
import type { NewsletterProvider, SignupRequest } from "./provider";

export interface BrevoConfig {
  /** https://api.brevo.com/v3 */
  apiUrl: string;
  apiKey: string;
  /** The list the contact joins once it confirms. */
  listId: number;
  /** A double opt-in template per language (Brevo sends the confirmation mail itself). */
  templateIds: Record<Locale, number>;
  /** Where Brevo sends the contact after the confirmation link. */
  redirectionUrl: (locale: Locale) => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Brevo's documented double opt-in: POST /contacts/doubleOptinConfirmation with the address, the list
 * to join, the DOI template and the page to show after confirming. Brevo mails the confirmation, keeps
 * the proof of consent and handles unsubscribing in its own mails; it answers 201 (created) or 204
 * (existing contact updated) alike, so the sign-up page stays the same for known addresses.
 */
export function createBrevoProvider(config: BrevoConfig): NewsletterProvider {
  const send = config.fetch ?? fetch;
  return {
    name: "brevo",
    async subscribe(request: SignupRequest) {
      const response = await send(`${config.apiUrl.replace(/\/+$/, "")}/contacts/doubleOptinConfirmation`, {
        method: "POST",
        headers: { "api-key": config.apiKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          email: request.email,
          includeListIds: [config.listId],
          templateId: config.templateIds[request.locale],
          redirectionUrl: config.redirectionUrl(request.locale),
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      if (response.ok) return;
      const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
      throw new Error(
        `Brevo refused the double opt-in (${response.status}${body?.code ? ` ${body.code}` : ""}): ${body?.message ?? response.statusText}`,
      );
    },
  };
}
