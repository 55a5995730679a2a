// Runs after every install (package.json "postinstall", also in the container's install steps).
//
// React Router matches a URL by trying its route branches in rank order, and for every branch it builds
// the params, pathnames and match objects of each route level before it finds out at the last level that
// the branch does not fit. The optional ($lang) segment puts about 45 "/:lang/…" branches ahead of every
// unprefixed URL, and the server matches each request twice, so /app tried 160 branches and threw away
// about 460 KB of objects a request: a third of everything the server allocated (decision 017). This adds a
// first walk along the branch that only tests whether each level matches, the same way the full walk does,
// and gives up early; the full walk then runs only for the branch that fits. It never changes a result:
// scripts/patch-react-router.test.ts compares every match against the unchanged React Router, on the app's
// own routes.
//
// The patch is written for one React Router version. An upgrade stops the install with a message, so the
// comparison test is run against the new version before the version below is moved.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const PATCHED_VERSION = "7.18.4";

/** The line the guard follows: the start of React Router's matchRouteBranch. */
export const ANCHOR = "function matchRouteBranch(branch, pathname, allowPartial = false) {\n  let { routesMeta } = branch;\n";

const GUARD_FUNCTION = `function kolleagueBranchCanMatch(routesMeta, pathname) {
  let matchedPathname = "/";
  for (let i = 0; i < routesMeta.length; ++i) {
    let meta = routesMeta[i];
    if (!meta.matcher || !meta.compiledParams) return true;
    let remainingPathname = matchedPathname === "/" ? pathname : pathname.slice(matchedPathname.length) || "/";
    let match = meta.matcher.exec(remainingPathname);
    if (match === null) return false;
    let pathnameBase = removeTrailingSlash(match[0], 1);
    for (let j = 0; j < meta.compiledParams.length; ++j) {
      if (meta.compiledParams[j].paramName === "*") {
        let splatValue = match[j + 1] || "";
        pathnameBase = removeTrailingSlash(match[0].slice(0, match[0].length - splatValue.length), 1);
      }
    }
    if (pathnameBase !== "/") matchedPathname = joinPaths([matchedPathname, pathnameBase]);
  }
  return true;
}
`;
const GUARD_CALL = "  if (!allowPartial && !kolleagueBranchCanMatch(routesMeta, pathname)) return null;\n";

/** Whether a source of React Router's carries the guard (function and call). */
export function isPatched(source) {
  return source.includes(GUARD_FUNCTION) && source.includes(GUARD_CALL);
}

/** React Router's source with the guard, or null when the source is not the shape the guard was written for. */
export function patchSource(source) {
  if (isPatched(source)) return source;
  const helpersPresent = source.includes("\nvar joinPaths = ") && source.includes("\nfunction removeTrailingSlash(");
  if (source.split(ANCHOR).length !== 2 || !helpersPresent) return null;
  return source.replace(ANCHOR, () => GUARD_FUNCTION + ANCHOR + GUARD_CALL);
}

/** The source as React Router shipped it, from a patched one (for the comparison test). */
export function unpatchSource(source) {
  return source.replace(GUARD_FUNCTION, "").replace(GUARD_CALL, "");
}

/** The files of the installed React Router that carry the matcher. */
export function matcherFiles(packageDir) {
  return ["dist/development", "dist/production"].flatMap((dir) =>
    readdirSync(join(packageDir, dir))
      .filter((name) => /\.m?js$/.test(name))
      .map((name) => join(packageDir, dir, name))
      .filter((file) => readFileSync(file, "utf8").includes("function matchRouteBranch(")),
  );
}

function main() {
  const packageDir = fileURLToPath(new URL("../node_modules/react-router/", import.meta.url));
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  if (version !== PATCHED_VERSION) {
    console.error(
      `scripts/patch-react-router.mjs was written for react-router ${PATCHED_VERSION}, installed is ${version}. ` +
        `Check that the patch still applies and run scripts/patch-react-router.test.ts, then move PATCHED_VERSION.`,
    );
    process.exit(1);
  }
  const files = matcherFiles(packageDir);
  for (const file of files) {
    const patched = patchSource(readFileSync(file, "utf8"));
    if (patched === null) {
      console.error(`scripts/patch-react-router.mjs: ${file} does not have the matcher the patch expects.`);
      process.exit(1);
    }
    writeFileSync(file, patched);
  }
  if (files.length === 0) {
    console.error("scripts/patch-react-router.mjs: no file of react-router holds matchRouteBranch.");
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
