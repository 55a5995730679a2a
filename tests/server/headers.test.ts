import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_SEARCH } from "#app/features/calculation/view/example";
import { MONTHS_PARAM } from "#app/features/calculation/view/query";
import { startApp, type RunningApp } from "../support/app-server";
import { scriptAssets } from "../support/html";
import { rawGet } from "../support/http";
import { cookieHeader, createConfirmedUser, sessionCookies } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

describe("security headers", () => {
  it("sends an enforced CSP whose nonce matches every inline and module script", async () => {
    const response = await fetch(`${app.url}/de/imprint`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("uses a fresh nonce per response", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => /'nonce-([^']+)'/.exec((await fetch(app.url)).headers.get("content-security-policy") ?? "")?.[1]),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sets the other protective headers and hides the framework", async () => {
    const response = await fetch(app.url);
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // HSTS only where the app is served over HTTPS (an https APP_URL), not on this loopback server.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const html = await (await fetch(app.url)).text();
    const [asset] = scriptAssets(html);
    expect(asset).toBeTruthy();
    const response = await fetch(`${app.url}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends the build's brotli or gzip copy of an asset as the browser accepts it, the same file once decoded", async () => {
    const html = await (await fetch(app.url)).text();
    const asset = scriptAssets(html).find((path) => /^\/assets\/shell-[\w-]+\.js$/.test(path));
    expect(asset).toBeTruthy();
    const as = (acceptEncoding: string, method = "GET") => fetch(`${app.url}${asset}`, { method, headers: { "Accept-Encoding": acceptEncoding } });
    const plain = await as("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const original = await plain.text();
    expect(original.length).toBeGreaterThan(50_000);
    // Chrome lists gzip first; brotli is still the smaller copy and chosen. A refused encoding is never sent.
    for (const [accept, expected] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
    ] as const) {
      const response = await as(accept);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(expected);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // A copy from disk, with its length known up front: nothing was compressed for this request.
      const length = Number(response.headers.get("content-length"));
      expect(length).toBeGreaterThan(0);
      expect(length).toBeLessThan(original.length / 3);
      expect(await response.text()).toBe(original);
    }
    const head = await as("br", "HEAD");
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(await head.text()).toBe("");
    const etag = (await as("br")).headers.get("etag");
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch() would otherwise add "Cache-Control: no-cache" to a conditional request).
    const again = await fetch(`${app.url}${asset}`, { headers: { "Accept-Encoding": "br", "If-None-Match": etag!, "Cache-Control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("compresses a page with brotli in a 256 KB window, the same page once decoded", async () => {
    // The calculator with all 360 months is the largest page the app renders.
    const path = `/calculator${EXAMPLE_SEARCH}&${MONTHS_PARAM}=all`;
    const compressed = await rawGet(app.url + path, "gzip, deflate, br, zstd");
    expect(compressed.headers["content-encoding"]).toBe("br");
    // The stream's first bits name its window (RFC 7932, 9.1): a 1, then 3 bits n for 2^(17 + n) bytes.
    const [first = 0] = compressed.body;
    expect(first & 1).toBe(1);
    expect(2 ** (17 + ((first >> 1) & 7))).toBe(256 * 1024);
    const decoded = brotliDecompressSync(compressed.body).toString("utf8");
    const plain = await (await fetch(app.url + path, { headers: { "Accept-Encoding": "identity" } })).text();
    // Larger than the pages the window made no difference to (under 64 KB), and inside the window.
    expect(plain.length).toBeGreaterThan(100 * 1024);
    expect(plain.length).toBeLessThan(256 * 1024);
    // Two renders stream their closing scripts in their own order; the page itself is the same.
    const main = (html: string) => html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
    expect(main(decoded).length).toBeGreaterThan(50_000);
    expect(main(decoded)).toBe(main(plain));
    expect(decoded.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("inlines a public page's first-screen CSS and loads the one cached stylesheet after the content", async () => {
    const pages = await Promise.all(["/", "/de/imprint", "/calculator"].map((path) => fetch(app.url + path)));
    const hrefs = new Set<string>();
    for (const page of pages) {
      const html = await page.text();
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
      const [head = "", body = ""] = html.split("</head>");
      // The first screen paints from the HTML alone: its CSS is in the head, under the page's nonce.
      const opening = `<style data-critical-css="" nonce="${nonce}">`;
      const start = head.indexOf(opening);
      const inline = start < 0 ? "" : head.slice(start + opening.length, head.indexOf("</style>", start));
      expect(inline.length).toBeGreaterThan(1000);
      expect(inline).toContain(".bg-canvas");
      expect(head).not.toMatch(/rel="stylesheet"/);
      // The whole stylesheet comes after the content, where it holds up no paint.
      const href = /<link[^>]* rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"/.exec(body)?.[1];
      expect(href).toBeTruthy();
      expect(body.indexOf(`href="${href}"`)).toBeGreaterThan(body.indexOf("</footer>"));
      hrefs.add(href!);
    }
    // One file for every page and language, the same the client bundle names (no second download on hydration).
    expect(hrefs.size).toBe(1);
    const [href] = [...hrefs];
    const css = await fetch(app.url + href, { headers: { "Accept-Encoding": "gzip" } });
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(css.headers.get("content-type")).toContain("text/css");
    expect((await css.text()).length).toBeGreaterThan(10_000);
    const landing = await (await fetch(app.url + "/")).text();
    const chunks = scriptAssets(landing);
    const sources = await Promise.all(chunks.map(async (chunk) => (await fetch(app.url + chunk)).text()));
    expect(sources.some((source) => source.includes(href!.slice("/assets/".length)))).toBe(true);
  });

  it("names no script for the browser to fetch before the first paint, and hands every module to one inline loader", async () => {
    for (const path of ["/", "/de/imprint", "/calculator", "/de/login"]) {
      const response = await fetch(app.url + path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const html = await response.text();
      // Nothing the parser or the preload scanner would fetch: no preload, no module or external script.
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toMatch(/<script\b[^>]*\b(type="module"|src=)/);
      const loaders = [...html.matchAll(/<script nonce="([^"]+)">(\(function loadAfterFirstPaint[\s\S]*?)<\/script>/g)];
      expect(loaders, path).toHaveLength(1);
      const [, attribute, source = ""] = loaders[0]!;
      expect(attribute).toBe(nonce);
      // The loader is called with the preloads, React Router's module script and its latest start.
      const call = source.slice(source.lastIndexOf("})(") + 3, -1);
      const [preloads, moduleScript, latestMs] = JSON.parse(`[${call}]`) as [string[], string, number];
      expect(latestMs).toBeGreaterThan(0);
      expect(
        preloads.some((href) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(href)),
        path,
      ).toBe(true);
      expect(moduleScript).toContain("window.__reactRouterRouteModules");
      // Every module the script imports is preloaded, so the browser fetches them side by side.
      const imported = [...moduleScript.matchAll(/(?:import|from) "([^"]+)"|import\("([^"]+)"\)/g)].map((match) => match[1] ?? match[2]);
      expect(imported.length).toBeGreaterThan(2);
      for (const href of imported) expect(preloads, `${path}: ${href}`).toContain(href);
      for (const href of preloads) expect((await fetch(app.url + href)).status, href).toBe(200);
    }
  });

  it("links the stylesheet in the head of a page whose template has no inlined CSS", async () => {
    const response = await fetch(`${app.url}/de/no-such/page`);
    expect(response.status).toBe(404);
    const [head = ""] = (await response.text()).split("</head>");
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/);
    expect(head).not.toContain("data-critical-css");
  });

  it("answers every page and data request of a signed-in user with no-store, and only then", async () => {
    const user = await createConfirmedUser();
    const cookie = cookieHeader(await sessionCookies(user.email, user.password));
    // Private and public pages alike carry the user's name, settings and data once signed in.
    for (const path of ["/app", "/de/my/settings", "/calculator", "/de/imprint", "/", "/no-such-page"]) {
      const dataPath = path === "/" ? "/_root.data" : `${path}.data`;
      for (const target of [path, dataPath]) {
        const response = await fetch(app.url + target, { headers: { Cookie: cookie }, redirect: "manual" });
        expect(response.status, target).toBeLessThan(500);
        expect(response.headers.get("cache-control") ?? "", target).toMatch(/(^|,\s*)no-store(,|$)/);
      }
    }
    // Signed out, public pages keep the revalidating default (the page cache test holds the exact value).
    const signedOut = await fetch(app.url + "/de/imprint");
    expect(signedOut.headers.get("cache-control")).not.toContain("no-store");
  });

  it("answers liveness without touching the backend", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
