/**
 * Small helpers that turn configured values into safe inline Markdown. Values come from the operator
 * config, not from users, but a legal name like "Müller_Tech" or a placeholder "[[…]]" must still render
 * as written, and a link must never point anywhere but https, mailto or tel.
 */
import { isPlaceholder } from "#app/config/operator";

const MARKDOWN_SPECIAL = /[\\`*_[\]<>|~]/g;

/** A value may stand alone on a line, where "# …", "- …" or "1. …" would start a heading or a list. */
const BLOCK_START = /^(\d+)([.)])(?=\s|$)|^([#+-])(?=\s|$)/;

export function escapeMarkdown(text: string): string {
  return text
    .replace(MARKDOWN_SPECIAL, (char) => `\\${char}`)
    .replace(BLOCK_START, (_match, digits?: string, mark?: string, sign?: string) => (digits ? `${digits}\\${mark}` : `\\${sign}`));
}

/**
 * A Markdown link, or label and placeholder as plain text while the target is still a placeholder: a
 * placeholder must stay visible but never become a dead link.
 */
export function markdownLink(label: string, href: string): string {
  if (isPlaceholder(href)) return `${escapeMarkdown(label)} (${escapeMarkdown(href)})`;
  if (!/^(https:\/\/|mailto:|tel:\+)/.test(href) || /[\s<>]/.test(href)) {
    throw new Error(`Refusing to link to "${href}": only https, mailto and tel links are allowed`);
  }
  return `[${escapeMarkdown(label)}](<${href}>)`;
}

export function emailLink(address: string): string {
  if (isPlaceholder(address)) return escapeMarkdown(address);
  return markdownLink(address, `mailto:${address}`);
}

/** "+49 89 1234567" links as tel:+49891234567 (RFC 3966 without visual separators). */
export function phoneLink(number: string): string {
  if (isPlaceholder(number)) return escapeMarkdown(number);
  return markdownLink(number, `tel:${number.replace(/[\s()/-]/g, "")}`);
}
