/**
 * Fills `{{operator.…}}` and `{{legal.…}}` placeholders in the legal Markdown from the operator config.
 *
 * - `{{operator.a.b}}` reads the config value at that path (a per-language value picks the page's
 *   language) and escapes it for Markdown.
 * - Computed names (`{{operator.socialProfilesList}}`, `{{operator.emailLink}}` …) live in statements.ts.
 * - `{{legal.privacyAsOf}}` and the other dates format LEGAL_DATES for the page's language.
 *
 * A name that resolves to nothing throws, and so does a stray `{{`: a typo in a legal text must fail the
 * build's tests, not reach a visitor as "{{operator.compnay}}".
 */
import { LEGAL_DATES } from "#app/config/operator";
import { longDate } from "#app/platform/i18n/long-date";
import { escapeMarkdown } from "./markdown-text";
import { STATEMENTS, type FillContext } from "./statements";

export type { FillContext } from "./statements";

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

function readPath(root: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), root);
}

function resolve(name: string, context: FillContext): string {
  const statement = STATEMENTS[name];
  if (statement) return statement(context);

  const [namespace, ...path] = name.split(".");
  if (namespace === "legal" && path.length === 1) {
    const date = (LEGAL_DATES as Record<string, string>)[path[0] ?? ""];
    if (date) return longDate(date, context.locale);
  }
  if (namespace === "operator" && path.length > 0) {
    const value = readPath(context.operator, path);
    if (typeof value === "string") return escapeMarkdown(value);
    const localized = readPath(value, [context.locale]);
    if (typeof localized === "string") return escapeMarkdown(localized);
  }
  throw new Error(`Unknown placeholder {{${name}}}`);
}

export function fillPlaceholders(markdown: string, context: FillContext): string {
  const leftover = markdown.replace(PLACEHOLDER, "");
  const stray = /\{\{|\}\}/.exec(leftover);
  if (stray) {
    const around = leftover.slice(Math.max(0, stray.index - 20), stray.index + 30);
    throw new Error(`Malformed placeholder near "${around}"`);
  }
  return markdown.replace(PLACEHOLDER, (_match, name: string) => resolve(name, context));
}
