import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { registerCriticalCss } from "#app/components/layout/critical-css";

/** Written by scripts/critical-css.mjs at build time: the first screen's CSS per page template (route id). */
const CRITICAL_CSS_FILE = "critical-css.json";
/** Paths remembered with their template (bounded: a path is visitor input). */
const MEMO_LIMIT = 2_000;

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  children: RouteNode[];
}

/**
 * Registers the build's first-screen CSS per page template for the document (root.tsx inlines a template's
 * CSS in a <style> and loads the whole stylesheet after the content). Without the build's file nothing is
 * registered and every page links the stylesheet in its head.
 */
export function loadCriticalCss(build: ServerBuild, clientDir: string) {
  const file = join(clientDir, "..", "server", CRITICAL_CSS_FILE);
  if (!existsSync(file)) return;
  const byRoute = new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
  const nodes = new Map<string, RouteNode>(
    Object.values(build.routes).flatMap((route) => (route ? [[route.id, { id: route.id, path: route.path, index: route.index, children: [] }]] : [])),
  );
  const tree: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(nodes.get(route.id)!);
  }
  const memo = new Map<string, string | undefined>();
  const cssFor = (pathname: string) => {
    if (memo.has(pathname)) return memo.get(pathname);
    const leaf = matchRoutes(tree as RouteObject[], pathname)?.at(-1)?.route.id;
    const css = leaf ? byRoute.get(leaf) : undefined;
    if (memo.size < MEMO_LIMIT) memo.set(pathname, css);
    return css;
  };
  registerCriticalCss(cssFor);
}
