import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { buildDate } from "./scripts/build-date";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** The modules every page loads with the root and the site layout (static imports, app code and React). */
const SHELL_ROOTS = ["/app/root.tsx", "/app/routes/($lang).tsx", "/app/routes/($lang)._default.tsx"];
const OWN_CHUNKS = /node_modules[\\/](react-dom|react-router|scheduler)[\\/]/;
/**
 * Reached only through react-i18next's index, which re-exports them: the frame never renders <Trans>, so its
 * parser (html-parse-stringify) stays with the pages that do (signup) instead of riding in every page's shell.
 */
const NOT_SHELL =
  /node_modules[\\/](html-parse-stringify|void-elements|react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|IcuTrans\w*|Translation|withTranslation|withSSR|useSSR|unescape)\.js)/;
let shellModules: Set<string> | null = null;

/**
 * One "shell" chunk for those modules instead of twenty small ones: a browser fetches them on every first
 * visit anyway, and one file compresses about 5 KB (gzip) smaller than the same code in many.
 */
function shellChunk(id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
  if (!shellModules) {
    const found = new Set<string>();
    const visit = (moduleId: string) => {
      if (found.has(moduleId) || OWN_CHUNKS.test(moduleId) || NOT_SHELL.test(moduleId)) return;
      const info = context.getModuleInfo(moduleId);
      if (!info) return;
      found.add(moduleId);
      info.importedIds.forEach(visit);
    };
    const root = fileURLToPath(new URL(".", import.meta.url)).replace(/\/$/, "");
    SHELL_ROOTS.forEach((path) => {
      const info = context.getModuleInfo(root + path);
      info?.importedIds.forEach(visit);
    });
    shellModules = found;
  }
  return shellModules.has(id) ? "shell" : null;
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle is built from our Express app so that one artefact holds headers, health and routes.
  // The stylesheet's URL is rendered by the server and by the client, so both builds process the CSS for
  // the same browsers (cssTarget), giving one file with one hash.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node24", cssTarget: "es2022" }
    : {
        target: "es2022",
        cssTarget: "es2022",
        sourcemap: Boolean(process.env.BUNDLE_MAP),
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk }] } } },
      },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify(buildDate(process.env.BUILD_DATE, new Date())),
  },
  plugins: [tailwindcss(), reactRouter()],
  // react-i18next imports the shim of useSyncExternalStore, written for React < 18; React 19 has the hook.
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL("./app/lib/sync-external-store.ts", import.meta.url)) }],
  },
  server: { port: 5173, strictPort: true },
}));
