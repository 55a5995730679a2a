/** The spec's type-ahead window: keys typed within it form one search string. */
export const TYPE_AHEAD_RESET_MS = 500;

/**
 * Index of the next item whose label starts with the typed text, searching after the current item and
 * wrapping around, or -1. Repeating one letter cycles through the items starting with it.
 */
export function findTypeAheadMatch(labels: readonly string[], typed: string, currentIndex: number): number {
  const query = typed.toLocaleLowerCase();
  if (!query) return -1;
  const cycling = query.length > 1 && [...query].every((char) => char === query[0]);
  const needle = cycling ? query.slice(0, 1) : query;
  const start = cycling || query.length === 1 ? currentIndex + 1 : currentIndex;
  for (let offset = 0; offset < labels.length; offset++) {
    const index = (((start + offset) % labels.length) + labels.length) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}

/** Collects typed characters and forgets them after the reset window. */
export function createTypeAheadBuffer(now: () => number = Date.now, resetMs = TYPE_AHEAD_RESET_MS) {
  let text = "";
  let last = 0;
  return (char: string): string => {
    const at = now();
    text = at - last > resetMs ? char : text + char;
    last = at;
    return text;
  };
}
