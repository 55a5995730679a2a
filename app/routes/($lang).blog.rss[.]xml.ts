import { getEnv } from "#app/config/env.server";
import { listPosts } from "#app/features/blog/posts.server";
import { buildRss } from "#app/features/blog/rss";
import { getInstance } from "#app/platform/i18n/i18next.server";
import { localeFromPath } from "#app/platform/i18n/locales";
import { publicTextHeaders } from "#app/platform/seo/xml";
import type { Route } from "./+types/($lang).blog.rss[.]xml";

/** /blog/rss.xml and /de/blog/rss.xml: each language's posts as RSS 2.0. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = getInstance(context).getFixedT(locale, "blog");
  const xml = buildRss({
    siteUrl: new URL(getEnv().APP_URL).origin,
    locale,
    title: t("feedTitle"),
    description: t("feedDescription"),
    posts: listPosts(locale),
  });
  return new Response(xml, { headers: publicTextHeaders("application/rss+xml; charset=utf-8") });
}
