import type { Resource } from "i18next";

// Every catalogue is bundled into the server; the client loads only what a page needs.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

export const resources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, locale = "", namespace = ""] = match;
  resources[locale] ??= {};
  resources[locale][namespace] = module.default;
}
