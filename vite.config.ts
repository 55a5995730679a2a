import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle is built from our Express app so that one artefact holds headers, health and routes.
  // The stylesheet's URL is rendered by the server and by the client, so both builds process the CSS for
  // the same browsers (cssTarget), giving one file with one hash.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node24", cssTarget: "es2022" }
    : { target: "es2022", cssTarget: "es2022" },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The deployment date shown in the footer: set by CI/Docker via BUILD_DATE, else the build day.
    __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
  },
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173, strictPort: true },
}));
