import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache, pageCacheKey, publicPageCookies, type PageRequest } from "./page-cache.server";

const NOON = new Date("2026-11-23T11:00:00Z");
const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  method: "GET",
  pathAndQuery: "/de/imprint",
  cookie: null,
  choices: "",
  acceptLanguage: null,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
  ...overrides,
});
const headers = () => new Headers({ "Content-Type": "text/html; charset=utf-8" });
const page = (nonce: string, filler = "") => Buffer.from(`<script nonce="${nonce}">a</script>${filler}<script nonce="${nonce}">b</script>`);

describe("page cache key", () => {
  it("is absent for anything but GET, a Supabase session or a pending flash message", () => {
    expect(pageCacheKey(request(), NOON)).not.toBeNull();
    expect(pageCacheKey(request({ method: "HEAD" }), NOON)).toBeNull();
    expect(pageCacheKey(request({ method: "POST" }), NOON)).toBeNull();
    expect(pageCacheKey(request({ cookie: "theme=dark; sb-127-auth-token.0=abc" }), NOON)).toBeNull();
    expect(pageCacheKey(request({ cookie: "sb-127-auth-token=abc" }), NOON)).toBeNull();
    expect(pageCacheKey(request({ cookie: "flash=xyz; theme=dark" }), NOON)).toBeNull();
    // Only whole cookie names count: a name merely containing them is anonymous.
    expect(pageCacheKey(request({ cookie: "nosb-x=1; myflash=2" }), NOON)).not.toBeNull();
    // Cookies the page's own readers could not read: rendered, never cached.
    expect(pageCacheKey(request({ cookie: "consent=%", choices: null }), NOON)).toBeNull();
  });

  it("keys on the visitor's choices, not on the Cookie header", () => {
    const choices = '["dark",null,[false,false],[]]';
    const one = pageCacheKey(request({ cookie: "theme=a; _ga=GA1.1.1", choices }), NOON);
    expect(pageCacheKey(request({ cookie: "theme=b; _fbp=fb.1.2.3", choices }), NOON)).toBe(one);
    expect(pageCacheKey(request({ cookie: "theme=a; _ga=GA1.1.1", choices: '["light",null,[false,false],[]]' }), NOON)).not.toBe(one);
  });

  it("differs by everything a public page may depend on", () => {
    const base = pageCacheKey(request(), NOON);
    const variants = [
      request({ pathAndQuery: "/imprint" }),
      request({ pathAndQuery: "/de/imprint?x=1" }),
      request({ choices: '["dark",null,null,[]]' }),
      request({ acceptLanguage: "de-DE,de;q=0.9" }),
      request({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    ].map((variant) => pageCacheKey(variant, NOON));
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    // A preference for a language we do not offer is the same as none.
    expect(pageCacheKey(request({ acceptLanguage: "fr-FR" }), NOON)).toBe(base);
  });

  it("changes at midnight in Germany, not at midnight UTC", () => {
    const beforeMidnight = pageCacheKey(request(), new Date("2026-11-23T22:59:00Z"));
    const afterMidnight = pageCacheKey(request(), new Date("2026-11-23T23:01:00Z"));
    expect(pageCacheKey(request(), NOON)).toBe(beforeMidnight);
    expect(afterMidnight).not.toBe(beforeMidnight);
  });
});

describe("page cache", () => {
  it("puts the response's own nonce wherever the rendering's nonce was", () => {
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 60_000 });
    expect(cache.store("k", page("first+nonce/=="), "first+nonce/==", headers())).toBe(true);
    const served = cache.serve("k", "second");
    expect(Buffer.concat(served?.chunks ?? []).toString()).toBe(page("second").toString());
    expect(served?.length).toBe(page("second").length);
    expect(served?.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
    expect(cache.serve("other", "second")).toBeNull();
  });

  it("sends a page as gzip with the response's own nonce, its parts compressed only once", () => {
    const cache = new PageCache({ maxBytes: 100_000, ttlMs: 60_000 });
    const html = page("first+nonce/==", "<p>Kaufnebenkosten</p>".repeat(200));
    cache.store("k", html, "first+nonce/==", headers());
    expect(cache.bytes).toBe(html.length);
    // Nonces are always as long as one another (16 random bytes in base64).
    const first = cache.serve("k", "second+nonce/=", "gzip")!;
    const second = cache.serve("k", "third++nonce/=", "gzip")!;
    expect(gunzipSync(Buffer.concat(first.chunks)).toString()).toBe(page("second+nonce/=", "<p>Kaufnebenkosten</p>".repeat(200)).toString());
    expect(gunzipSync(Buffer.concat(second.chunks)).toString()).toBe(page("third++nonce/=", "<p>Kaufnebenkosten</p>".repeat(200)).toString());
    expect(first.length).toBe(Buffer.concat(first.chunks).length);
    expect(first.length).toBeLessThan(html.length / 5);
    // The same compressed buffers in both responses; the memory they take is counted.
    const shared = first.chunks.filter((chunk) => second.chunks.includes(chunk));
    expect(shared.reduce((sum, chunk) => sum + chunk.length, 0)).toBeGreaterThan(first.length / 2);
    expect(cache.bytes).toBeGreaterThan(html.length);
    // Uncompressed as before for a client that takes no gzip, and for a nonce of another length.
    expect(first.encoding).toBe("gzip");
    const plain = cache.serve("k", "fourth", "identity")!;
    expect(plain.encoding).toBe("identity");
    expect(Buffer.concat(plain.chunks).toString()).toContain('nonce="fourth"');
    const otherLength = cache.serve("k", "fifth", "gzip")!;
    expect(otherLength.encoding).toBe("identity");
    expect(Buffer.concat(otherLength.chunks).toString()).toContain('nonce="fifth"');
  });

  it("refuses responses that set cookies and pages larger than an eighth of its memory", () => {
    const cache = new PageCache({ maxBytes: 8_000, ttlMs: 60_000 });
    const withCookie = headers();
    withCookie.append("Set-Cookie", "flash=; Max-Age=0");
    expect(cache.store("cookie", page("n"), "n", withCookie)).toBe(false);
    expect(cache.store("big", page("n", "x".repeat(1_000)), "n", headers())).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("renders again after its time to live", () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 1_000, now: () => now });
    cache.store("k", page("n"), "n", headers());
    now = 999;
    expect(cache.serve("k", "m")).not.toBeNull();
    now = 1_000;
    expect(cache.serve("k", "m")).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it("drops the least recently served pages first to stay within its memory", () => {
    const cache = new PageCache({ maxBytes: 8_000, ttlMs: 60_000 });
    const entry = page("n", "x".repeat(900));
    for (const key of ["a", "b", "c", "d", "e", "f", "g"]) cache.store(key, entry, "n", headers());
    expect(cache.bytes).toBe(entry.length * 7);
    cache.serve("a", "m");
    cache.store("h", entry, "n", headers());
    cache.store("i", entry, "n", headers());
    expect(cache.bytes).toBeLessThanOrEqual(8_000);
    expect(cache.serve("a", "m")).not.toBeNull();
    expect(cache.serve("b", "m")).toBeNull();
    expect(cache.serve("i", "m")).not.toBeNull();
    // Storing a key again replaces it instead of counting it twice.
    cache.store("i", entry, "n", headers());
    expect(cache.bytes).toBe(entry.length * cache.size);
  });
});

describe("publicPageCookies", () => {
  it("collects the further cookies opted-in routes name, once each", () => {
    const handles = [undefined, { publicPage: true }, { publicPage: { cookies: ["b", "a"] } }, { publicPage: { cookies: ["a"] } }, { i18n: ["x"] }];
    expect(publicPageCookies(handles)).toEqual(["a", "b"]);
  });
});
