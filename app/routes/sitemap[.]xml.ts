import { getEnv } from "#app/config/env.server";
import { allPosts } from "#app/features/blog/posts.server";
import { PUBLIC_PAGES } from "#app/platform/seo/public-pages";
import { buildSitemap, pageEntries } from "#app/platform/seo/sitemap";
import { postEntries } from "#app/features/blog/sitemap-entries";
import { publicTextHeaders } from "#app/platform/seo/xml";

/** Every public page and post in both languages, with hreflang alternates. */
export function loader() {
  const siteUrl = new URL(getEnv().APP_URL).origin;
  const xml = buildSitemap(siteUrl, [...pageEntries(PUBLIC_PAGES), ...postEntries(allPosts())]);
  return new Response(xml, { headers: publicTextHeaders("application/xml; charset=utf-8") });
}
