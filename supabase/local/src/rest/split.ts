import { parseError } from "./errors";

/**
 * Splits PostgREST list syntax on commas that sit outside parentheses and double quotes
 * ("a,b(c,d),\"e,f\"" → ["a", "b(c,d)", "\"e,f\""]). Quotes may contain backslash escapes.
 */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === "\\" && i + 1 < input.length) {
        current += ch + input[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === "(") depth++;
    else if (ch === ")") {
      depth--;
      if (depth < 0) throw parseError(`Unbalanced parentheses in "${input}"`);
    } else if (ch === "," && depth === 0) {
      parts.push(current);
      current = "";
      continue;
    }
    current += ch;
  }
  if (quoted || depth !== 0) throw parseError(`Unclosed quote or parenthesis in "${input}"`);
  parts.push(current);
  return parts;
}

/** Removes surrounding double quotes and resolves backslash escapes inside them. */
export function unquote(token: string): string {
  if (token.length >= 2 && token.startsWith('"') && token.endsWith('"')) {
    return token.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return token;
}

/** Parses "{a,b}" or "(a,b)" list values (used by in, like(any), cs …) into their unquoted items. */
export function parseList(value: string, open: "(" | "{"): string[] {
  const close = open === "(" ? ")" : "}";
  if (!value.startsWith(open) || !value.endsWith(close)) {
    throw parseError(`Expected a list in ${open}${close}, got "${value}"`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === "") return [];
  return splitTopLevel(inner).map((v) => unquote(v));
}
