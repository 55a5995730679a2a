/** Collects bound parameter values and hands out their $n placeholders (and unique table aliases). */
export class SqlParams {
  readonly values: unknown[] = [];
  private aliases = 0;

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  alias(): string {
    return `pgrst_${++this.aliases}`;
  }
}

/** Quotes an identifier that has already been checked against the catalogue. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}
