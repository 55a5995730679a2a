// The first screen's CSS per page template, made at build time (react-router.config.ts, buildEnd; issue 23,
// decision 017). The built server is started with local values, each template's sample pages are rendered
// (both languages, as a first-time visitor sees them), and the stylesheet is cut down to the rules whose
// classes occur in those pages or in the site frame's sources (header, menus, footer, banners, toasts: they
// differ by visitor, e.g. signed in, dark theme). The result, { routeId: css }, is written beside the server
// build; the server inlines the template's CSS and the page loads the whole stylesheet after its content.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { transform } from "lightningcss";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";

export const CRITICAL_CSS_FILE = "critical-css.json";

const CALCULATION =
  "purchasePrice=250000&state=BY&notaryPercent=1.5&landRegistryPercent=0.5&brokerPercent=0&equity=13750&interestRatePercent=4.1&initialRepaymentPercent=2&coldRentMonthly=900";
/** Sample pages: one or more per public template, in both languages. */
const SAMPLES = [
  "/",
  "/imprint",
  "/privacy",
  "/terms",
  "/cookies",
  "/accessibility",
  "/refund",
  "/withdraw",
  "/cancel-contract",
  "/pricing",
  "/calculator",
  `/calculator?${CALCULATION}`,
  "/login",
  "/signup",
  "/reset",
  "/blog",
  "/newsletter",
  "/support",
].flatMap((path) => [path, path === "/" ? "/de" : `/de${path}`]);
/** Sources of the frame every page shares; their class names count for every template. */
const FRAME_SOURCES = [
  "app/root.tsx",
  "app/components/layout",
  "app/components/menu",
  "app/components/consent",
  "app/components/toaster.tsx",
  "app/components/loading-bar",
];
/** Variants a visitor's choices switch on the root element. */
const ROOT_CLASSES = ["dark", "light"];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const filesUnder = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(path, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(path, entry.name)] : [],
    );
  } catch {
    return [path];
  }
};

/** Every token in a source that could be a class name (as Tailwind scans sources). */
const sourceTokens = (paths) => paths.flatMap(filesUnder).flatMap((file) => readFileSync(file, "utf8").match(/[^\s"'`{}<>()=,;]+/g) ?? []);
const htmlClasses = (html) => [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/));

/** The route tree of a server build, for matching paths to their deepest route. */
export function routeTree(routes) {
  const nodes = new Map(Object.values(routes).map((route) => [route.id, { id: route.id, path: route.path, index: route.index, children: [] }]));
  const roots = [];
  for (const route of Object.values(routes)) (route.parentId ? nodes.get(route.parentId).children : roots).push(nodes.get(route.id));
  return roots;
}

/** The classes a selector needs on its own (nested :is/:where/:not lists are ignored: keeping too much is safe). */
const classesOf = (selector) => selector.filter((component) => component.type === "class").map((component) => component.name);

export function criticalCss(css, classes) {
  const { code } = transform({
    filename: "app.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const needed = rule.value.selectors.some((selector) => classesOf(selector).every((name) => classes.has(name)));
          return needed ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/** `routes`: the build manifest's routes (id, parentId, path, index). */
export async function writeCriticalCss(buildDirectory, routes) {
  const { matchRoutes } = await import("react-router");
  const stylesheet = readdirSync(join(buildDirectory, "client/assets")).find((name) => /^app-.*\.css$/.test(name));
  if (!stylesheet) throw new Error("critical CSS: no app-*.css in the client build");
  const css = readFileSync(join(buildDirectory, "client/assets", stylesheet), "utf8");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["server.js"], {
    stdio: "ignore",
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      // server.js takes the folder relative to the project.
      BUILD_DIR: relative(process.cwd(), buildDirectory),
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      // Local values: anonymous public pages never reach the backend or mail.
      SUPABASE_URL: "http://127.0.0.1:9",
      SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
      SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
      SESSION_SECRET: "critical-css-build-only-secret-0123456789",
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "Kolleague <hello@kolleague.local>",
      PAGE_CACHE_MB: "0",
    },
  });
  try {
    for (let attempt = 0; ; attempt++) {
      if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break;
      if (server.exitCode !== null || attempt > 200) throw new Error("critical CSS: the built server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const tree = routeTree(routes);
    const frame = sourceTokens(FRAME_SOURCES);
    const byRoute = new Map();
    for (const path of SAMPLES) {
      const response = await fetch(base + path, { redirect: "manual" });
      const html = await response.text();
      if (response.status !== 200) continue;
      const leaf = matchRoutes(tree, new URL(path, base).pathname)?.at(-1)?.route.id;
      if (!leaf) continue;
      if (!byRoute.has(leaf)) byRoute.set(leaf, new Set([...frame, ...ROOT_CLASSES]));
      for (const name of htmlClasses(html)) byRoute.get(leaf).add(name);
    }
    const result = Object.fromEntries([...byRoute].map(([routeId, classes]) => [routeId, criticalCss(css, classes)]));
    writeFileSync(join(buildDirectory, "server", CRITICAL_CSS_FILE), JSON.stringify(result));
    return result;
  } finally {
    server.kill("SIGTERM");
  }
}
