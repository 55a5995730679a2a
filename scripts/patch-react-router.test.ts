import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ANCHOR, PATCHED_VERSION, isPatched, matcherFiles, patchSource, unpatchSource } from "./patch-react-router.mjs";

type RouteEntry = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteEntry[] };
type Match = { route: { id: string }; params: Record<string, string | undefined>; pathname: string; pathnameBase: string };
type MatchRoutes = (routes: RouteEntry[], location: string) => Match[] | null;

const packageDir = resolve("node_modules/react-router");
// The chunk Node's import of "react-router" loads on the server (dist/development/index.mjs imports it).
const serverChunk = () => {
  const file = matcherFiles(packageDir).find((f) => /development\/chunk-[^/]+\.mjs$/.test(f));
  if (!file) throw new Error("no development chunk of react-router holds the matcher");
  return file;
};

/** Loads a copy of React Router's chunk from inside the project, so that its `react` import resolves. */
async function loadMatcher(name: string, source: string): Promise<MatchRoutes> {
  const dir = resolve(".cache/patch-react-router");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { matchRoutes: MatchRoutes };
  return loaded.matchRoutes;
}

/** The app's own route tree, as the server build nests it under the root route. */
async function appRoutes(): Promise<RouteEntry[]> {
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = resolve("app");
  const config = (await (await import("#app/routes")).default) as RouteEntry[];
  const strip = (entries: RouteEntry[]): RouteEntry[] =>
    entries.map(({ id, path, index, caseSensitive, children }) => ({
      id,
      path,
      index,
      caseSensitive,
      children: children ? strip(children) : undefined,
    }));
  return [{ id: "root", path: "", children: strip(config) }];
}

/** Every route's path filled in several ways, with the spellings a visitor or a crawler might send. */
function urlsFor(routes: RouteEntry[]): string[] {
  const patterns: string[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}` : parent;
      patterns.push(path || "/");
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes, "");
  const urls = new Set<string>([
    "/",
    "",
    "//",
    "/de/",
    "/fr",
    "/DE",
    "/de/de/imprint",
    "/unknown/deep/path",
    "/%E2%82%AC",
    "/de/%2F",
    "/app%2Fx",
    "/de//app",
  ]);
  for (const pattern of patterns) {
    for (const lang of ["", "de", "en", "fr", "DE", "x y"]) {
      const filled = pattern
        .replace(":lang?", lang)
        .replace(/:([\w-]+)\??/g, (_, name: string) => `${name}-1`)
        .replace("*", "a/b/c")
        .replace(/\/+/g, "/");
      const url = filled.startsWith("/") ? filled : `/${filled}`;
      for (const spelling of [url, `${url}/`, url.toUpperCase(), url.replace(/^\//, "//"), `${url}/extra`, url.replace(/-1$/, "%2D1")])
        urls.add(spelling);
    }
  }
  return [...urls];
}

const summary = (matches: Match[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params: { ...params }, pathname, pathnameBase })) ?? null;

describe("the installed React Router's route matcher", () => {
  let files: string[];
  beforeAll(() => {
    files = matcherFiles(packageDir);
  });

  it("is the version the patch was written for, and every file holding the matcher carries the early give-up", () => {
    const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
    expect(version).toBe(PATCHED_VERSION);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      expect(isPatched(source), file).toBe(true);
      expect(isPatched(unpatchSource(source)), file).toBe(false);
      // Patching again changes nothing: a second install or a re-run is harmless.
      expect(patchSource(source), file).toBe(source);
    }
  });

  it("returns exactly what the unchanged React Router returns for every route of the app, in every spelling", async () => {
    const patched = readFileSync(serverChunk(), "utf8");
    const original = unpatchSource(patched);
    expect(original).toContain(ANCHOR);
    const [matchPatched, matchOriginal] = await Promise.all([loadMatcher("patched", patched), loadMatcher("original", original)]);
    const routes = await appRoutes();
    const urls = urlsFor(routes);
    expect(urls.length).toBeGreaterThan(1000);
    let matched = 0;
    for (const url of urls) {
      const expected = summary(matchOriginal(routes, url));
      expect(summary(matchPatched(routes, url)), url).toEqual(expected);
      if (expected && expected.at(-1)?.id !== "routes/($lang).$") matched++;
    }
    // The comparison covers pages found, not only the catch-all 404: about half the spellings reach a page.
    expect(matched).toBeGreaterThan(urls.length / 3);
    // And it is a comparison of two different programs.
    expect(original).not.toBe(patched);
  });

  it("refuses a source whose matcher is not the shape it was written for, instead of patching it blindly", () => {
    expect(patchSource("function matchRouteBranch(branch, pathname) {\n  return null;\n}\n")).toBeNull();
    expect(patchSource(`${ANCHOR}  return null;\n}\n`)).toBeNull();
  });
});
