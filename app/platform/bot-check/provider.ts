/**
 * The bot check behind one interface. Friendly Captcha v2 is the one real provider (EU endpoint, no
 * cookies, proof of work instead of puzzles): see docs/decisions/014-bot-check.md.
 */
export type BotCheckOutcome = "passed" | "failed" | "unavailable";

export interface BotCheckConfig {
  provider: "friendly-captcha";
  siteKey: string;
  apiKey: string;
  /** Friendly Captcha's EU siteverify endpoint, or the local stand-in's. */
  verifyUrl: string;
  /** Token-less attempts per form and IP (/64 for IPv6) and hour before the check becomes required. */
  freeAttempts: number;
}

/** The form field the widget writes its token into (the provider's own name for it). */
const TOKEN_FIELD = "frc-captcha-response";

/** The public part the form needs to render the widget. */
export interface BotCheckWidget {
  siteKey: string;
  /** Only locally: the stand-in's script, used instead of the bundled SDK. */
  scriptUrl: string | null;
  /** Where the widget fetches and solves its puzzle ("eu": Friendly Captcha's EU endpoint). */
  apiEndpoint: string;
}

export function tokenFrom(form: FormData): string | null {
  const value = form.get(TOKEN_FIELD);
  // The widget writes placeholder values while it works; only a finished solution is worth sending.
  return typeof value === "string" && value.length > 0 && !value.startsWith(".") ? value : null;
}
