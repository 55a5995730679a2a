/** Absolute URL for a site path, e.g. ("https://kolleague.de", "/de/blog") → "https://kolleague.de/de/blog". */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

/** The response headers of a public, crawler-facing text resource: cacheable by anyone for an hour. */
export function publicTextHeaders(contentType: string): HeadersInit {
  return { "Content-Type": contentType, "Cache-Control": "public, max-age=3600" };
}
