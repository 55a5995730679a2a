/**
 * Reads the small front matter our posts use: a `---` block of `key: value` lines where a value is a
 * JSON string, a JSON array of strings, or bare text. Anything else throws, so a broken post fails the
 * tests instead of rendering half its metadata.
 */
export type FrontMatterValue = string | string[];

export interface FrontMatter {
  data: Record<string, FrontMatterValue>;
  body: string;
}

const BLOCK = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/;
const LINE = /^([A-Za-z][\w-]*):\s*(.*)$/;

function parseValue(raw: string, key: string): FrontMatterValue {
  if (!raw.startsWith('"') && !raw.startsWith("[")) return raw.trim();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`Front matter "${key}" is not valid JSON: ${raw}`);
  }
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value;
  throw new Error(`Front matter "${key}" must be a string or a list of strings`);
}

export function parseFrontMatter(text: string): FrontMatter {
  const match = BLOCK.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error("Missing front matter: the file must start with a --- block");
  const [, header = "", body = ""] = match;
  const data: Record<string, FrontMatterValue> = {};
  for (const line of header.split("\n")) {
    if (line.trim() === "") continue;
    const entry = LINE.exec(line);
    if (!entry) throw new Error(`Front matter line is not "key: value": ${line}`);
    const [, key = "", raw = ""] = entry;
    if (key in data) throw new Error(`Front matter "${key}" appears twice`);
    data[key] = parseValue(raw.trim(), key);
  }
  return { data, body };
}
