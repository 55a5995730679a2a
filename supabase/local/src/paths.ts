import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** The repository root, found from this file so the backend works from any working directory. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const bootstrapDir = fileURLToPath(new URL("./bootstrap/", import.meta.url));
export const migrationsDir = join(repoRoot, "supabase", "migrations");
export const seedPath = join(repoRoot, "supabase", "seed.sql");
export const defaultConfigPath = join(repoRoot, "supabase", "config.toml");
/** Development data (database, signing key, stored files); git-ignored, removed by db:reset. */
export const defaultDataDir = join(repoRoot, ".data");
/** Dumped template databases; kept across db:reset because they only depend on the SQL sources. */
export const templateCacheDir = join(repoRoot, ".cache", "local-supabase");
