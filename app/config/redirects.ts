import { safeRedirectPath } from "#app/lib/safe-redirect";

/**
 * Moved paths. Keys are exact request paths; targets are same-site paths or absolute https URLs on
 * an allow-listed host. Anything else (javascript:, data:, unknown hosts) is never followed.
 */
export const movedPaths: Record<string, string> = {
  "/impressum": "/de/imprint",
  "/de/impressum": "/de/imprint",
  "/datenschutz": "/de/privacy",
  "/de/datenschutz": "/de/privacy",
  "/agb": "/de/terms",
  "/de/agb": "/de/terms",
  "/barrierefreiheit": "/de/accessibility",
  "/de/barrierefreiheit": "/de/accessibility",
};

const redirectHostAllowList: readonly string[] = [];

export function resolveMovedPath(
  pathname: string,
  table: Record<string, string> = movedPaths,
  allowedHosts: readonly string[] = redirectHostAllowList,
): string | null {
  const target = Object.hasOwn(table, pathname) ? table[pathname] : undefined;
  if (!target) return null;
  if (target.startsWith("/")) return safeRedirectPath(target, "") || null;
  try {
    const url = new URL(target);
    return url.protocol === "https:" && allowedHosts.includes(url.hostname) ? url.toString() : null;
  } catch {
    return null;
  }
}
