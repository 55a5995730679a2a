import type { Locale } from "#app/platform/i18n/locales";
import type { ChatModel } from "#app/config/ai-models";

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
