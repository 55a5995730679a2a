import type { Locale } from "#app/features/i18n/locales";

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

/** What the selector offers: allow-listed models, as labels in the page's language. */
export interface ModelOption {
  id: string;
  label: string;
}

export function modelOptions(models: readonly ChatModel[], allowed: readonly string[], locale: Locale): ModelOption[] {
  return models.filter((m) => allowed.includes(m.id)).map((m) => ({ id: m.id, label: m.label[locale] }));
}

/** The model a conversation continues with: its own while the user may still use it, else the default. */
export function continuingModel(chatModel: string, options: readonly ModelOption[], defaultModel: string): string {
  return options.some((option) => option.id === chatModel) ? chatModel : defaultModel;
}
