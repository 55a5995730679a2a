import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** Adds the given variables to an .env file, leaving every variable already there untouched. */
export function addMissingEnv(path: string, values: Record<string, string>): string[] {
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const present = new Set(
    current
      .split(/\r?\n/)
      .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
      .filter(Boolean),
  );
  const missing = Object.entries(values).filter(([name]) => !present.has(name));
  if (missing.length === 0) return [];
  const prefix = current === "" || current.endsWith("\n") ? "" : "\n";
  const block = missing.map(([name, value]) => `${name}=${value}`).join("\n");
  writeFileSync(path, `${current}${prefix}# Written by the local Supabase backend (well-known local values)\n${block}\n`);
  return missing.map(([name]) => name);
}
