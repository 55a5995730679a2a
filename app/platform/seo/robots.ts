import { NON_PAGE_PREFIXES, privatePathsInAllLanguages } from "./public-pages";
import { absoluteUrl } from "./xml";

/** robots.txt: everything public may be crawled, the signed-in area and endpoints may not. */
export function buildRobots(siteUrl: string): string {
  const disallowed = [...privatePathsInAllLanguages(), ...NON_PAGE_PREFIXES];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
