/** The AI_MODELS setting: which models the chat offers, read by the environment check at start-up. */
import type { Locale } from "#app/platform/i18n/locales";

/** A model the chat may use, with what the selector shows in each language. */
export interface ChatModel {
  id: string;
  label: Record<Locale, string>;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;

/**
 * Parses AI_MODELS: "id=English label|German label,…" (the German label may be left out). The first entry
 * is the default. Returns null when malformed, so the environment check can name the variable.
 */
export function parseModelList(value: string): ChatModel[] | null {
  const models: ChatModel[] = [];
  for (const entry of value.split(",")) {
    const [id, labels] = entry.split("=", 2).map((part) => part?.trim() ?? "");
    if (!id || !ID.test(id) || !labels || models.some((m) => m.id === id)) return null;
    const [en, de] = labels.split("|").map((label) => label.trim());
    if (!en || en.length > 80 || (de !== undefined && (de === "" || de.length > 80))) return null;
    models.push({ id, label: { en, de: de ?? en } });
  }
  return models.length > 0 ? models : null;
}
