/** The Prefer header preferences supabase-js sends (several may come comma-joined or repeated). */
export interface Preferences {
  returnRepresentation: boolean;
  count: "exact" | "planned" | "estimated" | null;
  resolution: "merge-duplicates" | "ignore-duplicates" | null;
  missingDefault: boolean;
  rollback: boolean;
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const raw = Array.isArray(header) ? header.join(",") : (header ?? "");
  const prefs = new Map<string, string>();
  for (const part of raw.split(",")) {
    const [key, value = ""] = part
      .trim()
      .split("=")
      .map((s) => s.trim());
    if (key) prefs.set(key, value);
  }
  const count = prefs.get("count");
  const resolution = prefs.get("resolution");
  return {
    returnRepresentation: prefs.get("return") === "representation",
    count: count === "exact" || count === "planned" || count === "estimated" ? count : null,
    resolution: resolution === "merge-duplicates" || resolution === "ignore-duplicates" ? resolution : null,
    missingDefault: prefs.get("missing") === "default",
    rollback: prefs.get("tx") === "rollback",
  };
}
