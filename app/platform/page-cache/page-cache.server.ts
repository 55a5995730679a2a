import { createHash } from "node:crypto";
import { isbot } from "isbot";
import type { EntryContext } from "react-router";
import { germanIsoDay } from "#app/lib/german-day";
import { preferredLocale } from "#app/platform/i18n/locales";
import { deflatePieces, gzipJoined } from "./gzip-pieces.server";

/**
 * Rendered HTML of public pages, kept per exact request so an anonymous visitor's page is rendered once
 * and then served from memory (issue 14). A page opts in with `handle.publicPage` only when its HTML
 * depends on nothing but what the key holds: the path with query, the visitor's choices as read from the
 * cookies (theme, consent, language; see visitor-choices.server.ts), the language Accept-Language
 * prefers, whether the client is a crawler, and the German calendar day (the calculator's schedule starts
 * today). Signed-in requests (a Supabase session cookie) and a pending flash message are never looked up
 * or stored.
 *
 * The CSP nonce is the one part that must differ per response: entries are kept split at the nonce
 * and joined with the fresh one on every hit, so a nonce is never reused.
 */

/** What of a request a public page may depend on. */
export interface PageRequest {
  method: string;
  /** Path and query, as the URL parser normalizes them. */
  pathAndQuery: string;
  /** The whole Cookie header: only to see a session or a flash message, never part of the key. */
  cookie: string | null;
  /** What the page reads from the cookies, normalised (`visitorChoices`); null: unreadable, render it. */
  choices: string | null;
  acceptLanguage: string | null;
  userAgent: string | null;
}

/**
 * How a route opts in: `true`, or the names of further cookies its HTML depends on (their values then
 * join every key; `publicPageCookies` collects them from the build at start-up).
 */
type PublicPageHandle = true | { cookies: readonly string[] };

export interface PageCacheOptions {
  maxBytes: number;
  /** Entries are rendered again after this, whatever happens in between. */
  ttlMs: number;
  now?: () => number;
}

interface Entry {
  parts: Buffer[];
  nonceLength: number;
  headers: [string, string][];
  /** The page's length as it was rendered. */
  htmlBytes: number;
  /** The parts compressed for gzip (gzip-pieces.server.ts), made when a browser first asks for it. */
  deflated: Buffer[] | null;
  /** What the entry holds in memory: the page, and its compressed parts once made. */
  bytes: number;
  expires: number;
}

/** How a hit is sent: gzip to every client that accepts it (every browser), else as it was rendered. */
export type PageEncoding = "gzip" | "identity";

/** A hit: the pieces to write, their length, the stored headers and the encoding they are in. */
export interface ServedPage {
  chunks: Buffer[];
  length: number;
  headers: [string, string][];
  encoding: PageEncoding;
}

const PERSONAL_COOKIE = /(?:^|;\s*)(?:sb-[^=;]*|flash)=/;
/** One page may take at most this share of the cache, so a single huge page cannot flush the others. */
const MAX_ENTRY_SHARE = 8;

/** A signed-in visitor's or a pending flash message's request: never looked up or stored. */
export const isPersonal = (cookie: string | null): boolean => PERSONAL_COOKIE.test(cookie ?? "");

/** The cache key of a request, or null when the request must be rendered (not GET, signed in, flash). */
export function pageCacheKey(request: PageRequest, now: Date): string | null {
  if (request.method !== "GET") return null;
  if (isPersonal(request.cookie) || request.choices === null) return null;
  const language = preferredLocale(request.acceptLanguage) ?? "";
  const crawler = isbot(request.userAgent ?? "") ? "bot" : "";
  // Hashed: the cache keeps no cookie values in memory, only a digest.
  return createHash("sha256")
    .update([germanIsoDay(now), language, crawler, request.pathAndQuery, request.choices].join("\0"))
    .digest("base64url");
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxBytes: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor({ maxBytes, ttlMs, now = Date.now }: PageCacheOptions) {
    this.#maxBytes = maxBytes;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Stores a complete 200 response rendered with `nonce`; refuses what could carry personal state. */
  store(key: string, html: Buffer, nonce: string, headers: Headers): boolean {
    if (headers.has("set-cookie") || html.length > this.#maxBytes / MAX_ENTRY_SHARE || !nonce) return false;
    const parts: Buffer[] = [];
    const marker = Buffer.from(nonce);
    let start = 0;
    for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, start)) {
      parts.push(html.subarray(start, at));
      start = at + marker.length;
    }
    parts.push(html.subarray(start));
    this.#delete(key);
    const entry: Entry = {
      parts,
      nonceLength: marker.length,
      headers: [...headers],
      htmlBytes: html.length,
      deflated: null,
      bytes: html.length,
      expires: this.#now() + this.#ttlMs,
    };
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
    return true;
  }

  /**
   * The stored page for `key` with `nonce` in every place the rendering's nonce was, or null. The chunks
   * are the stored buffers themselves with the nonce between them: a hit copies no HTML. As gzip, the
   * parts were compressed once, the first time a client asked for it, and the nonce is inserted uncompressed.
   */
  serve(key: string, nonce: string, accepted: PageEncoding = "identity"): ServedPage | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.#now()) {
      this.#delete(key);
      return null;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    const marker = Buffer.from(nonce);
    // The compressed parts hold a nonce's length (always the same: 16 random bytes in base64).
    if (accepted === "gzip" && marker.length === entry.nonceLength) {
      if (!entry.deflated) {
        entry.deflated = deflatePieces(entry.parts, entry.nonceLength);
        const added = entry.deflated.reduce((sum, part) => sum + part.length, 0);
        entry.bytes += added;
        this.#bytes += added;
        this.#evict();
      }
      return { ...gzipJoined(entry.parts, entry.deflated, marker), headers: entry.headers, encoding: "gzip" };
    }
    const chunks: Buffer[] = [];
    entry.parts.forEach((part, index) => {
      if (index > 0) chunks.push(marker);
      chunks.push(part);
    });
    const length = entry.htmlBytes + (entry.parts.length - 1) * (marker.length - entry.nonceLength);
    return { chunks, length, headers: entry.headers, encoding: "identity" };
  }

  /** Map order is insertion order and hits re-insert: the first entries are the least recently used. */
  #evict() {
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

const publicPageOf = (handle: unknown): PublicPageHandle | undefined => (handle as { publicPage?: PublicPageHandle } | undefined)?.publicPage;

/** Whether the page rendered opted in: its own route module says `handle.publicPage`. */
export function isPublicPage(context: EntryContext): boolean {
  const leaf = context.staticHandlerContext.matches.at(-1);
  const publicPage = leaf ? publicPageOf(context.routeModules[leaf.route.id]?.handle) : undefined;
  return publicPage === true || typeof publicPage === "object";
}

/** Every further cookie an opted-in route says its HTML reads, from the route modules' handles. */
export function publicPageCookies(handles: readonly unknown[]): string[] {
  const names = handles.flatMap((handle) => {
    const publicPage = publicPageOf(handle);
    return typeof publicPage === "object" ? publicPage.cookies : [];
  });
  return [...new Set(names)].sort();
}
