import { numberFormat } from "#app/lib/intl";
import { INTL_LOCALE, type Locale } from "#app/platform/i18n/locales";

/** The longest message a user may send, in characters (the textarea says so too). */
export const MAX_MESSAGE_LENGTH = 4_000;
/** That limit as the user reads it, in their language's figures (the field's hint and the refusal say it). */
export const messageLimitText = (locale: Locale) => numberFormat(INTL_LOCALE[locale], {}).format(MAX_MESSAGE_LENGTH);
/** The longest conversation title. */
export const MAX_TITLE_LENGTH = 120;
/** Roughly how many characters of earlier conversation go to the model with each question. */
export const CONTEXT_BUDGET_CHARS = 24_000;
/** How often the writer stores what it has (and checks for "stop"). */
export const FLUSH_MS = 150;
/**
 * Stores of an answer that may fail in a row before the writer gives up: one lost flush is retried by the
 * next, but an answer nobody can save must not go on streaming (and costing) unsaved.
 */
export const MAX_FAILED_SAVES = 5;
/** Conversations in the list beside the chat. */
export const LIST_SIZE = 50;
