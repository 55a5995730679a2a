/**
 * Stripe's request encoding, read back: form bodies and query strings in bracket notation
 * (`items[0][price]=…`, `expand[]=…`, `metadata[key]=…`), as the official SDK writes them.
 */
export type Params = Record<string, unknown>;

export function parseParams(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = splitKey(key);
    if (path.length === 0) continue;
    assign(root, path, value);
  }
  return arraysFromIndexes(root) as Params;
}

function splitKey(key: string): string[] {
  const head = key.split("[", 1)[0] ?? "";
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "");
  return head ? [head, ...rest] : [];
}

function assign(target: Params, path: string[], value: string): void {
  let node: Params = target;
  for (let index = 0; index < path.length; index += 1) {
    const segment = path[index] as string;
    const last = index === path.length - 1;
    const nextIsPush = path[index + 1] === "";
    if (segment === "") {
      // `key[]=a&key[]=b`: the parent is a list being appended to.
      ((node.__list__ ??= []) as unknown[]).push(value);
      return;
    }
    if (last) {
      node[segment] = value;
      return;
    }
    if (typeof node[segment] !== "object" || node[segment] === null) node[segment] = nextIsPush ? { __list__: [] } : {};
    node = node[segment] as Params;
  }
}

/** `{0: a, 1: b}` (indexed form arrays) and `{__list__: [...]}` (`[]` pushes) become real arrays. */
function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const record = value as Params;
  if (Array.isArray(record.__list__)) return (record.__list__ as unknown[]).map(arraysFromIndexes);
  const keys = Object.keys(record);
  const converted: Params = {};
  for (const key of keys) converted[key] = arraysFromIndexes(record[key]);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]);
  }
  return converted;
}

/** A form value as a string, or undefined when absent ("" is Stripe's way of unsetting, kept as ""). */
export function str(params: Params, key: string): string | undefined {
  const value = params[key];
  return typeof value === "string" ? value : undefined;
}

export function bool(params: Params, key: string): boolean | undefined {
  const value = str(params, key);
  return value === undefined ? undefined : value === "true";
}

export function int(params: Params, key: string): number | undefined {
  const value = str(params, key);
  return value === undefined || value === "" ? undefined : Number.parseInt(value, 10);
}

export function record(params: Params, key: string): Params | undefined {
  const value = params[key];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Params) : undefined;
}

export function list(params: Params, key: string): unknown[] {
  const value = params[key];
  if (Array.isArray(value)) return value;
  return typeof value === "string" ? [value] : [];
}

/** Stripe metadata: string values only; "" unsets a key, an empty metadata string clears all. */
export function mergeMetadata(current: Record<string, string>, update: unknown): Record<string, string> {
  if (update === "") return {};
  if (typeof update !== "object" || update === null) return current;
  const next = { ...current };
  for (const [key, value] of Object.entries(update as Params)) {
    if (value === "") delete next[key];
    else next[key] = String(value);
  }
  return next;
}
