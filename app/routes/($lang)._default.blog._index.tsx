import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { loadBlogIndex } from "#app/features/blog/blog.server";
import { FeedDiscoveryLink } from "#app/features/blog/feed-link";
import { BLOG_PATH, feedPath } from "#app/features/blog/posts";
import { useFormatDate } from "#app/platform/i18n/use-locale";
import { NewsletterForm } from "#app/features/newsletter/ui/newsletter-form";
import type { Route } from "./+types/($lang)._default.blog._index";

export const handle = { i18n: ["blog"], advertisingPixel: true };

export const loader = ({ request }: Route.LoaderArgs) => loadBlogIndex(request);

export default function BlogIndex({ loaderData: { locale, posts } }: Route.ComponentProps) {
  const { t } = useTranslation(["blog", "common"]);
  const formatDate = useFormatDate();
  return (
    <div className="mx-auto max-w-(--breakpoint-md) px-4 py-12">
      <PageMeta title={t("title")} description={t("description")} />
      <FeedDiscoveryLink locale={locale} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("heading")}</h1>
      <p className="mt-3 text-lg text-muted">{t("lead")}</p>
      {posts.length === 0 ? (
        <p className="mt-10">{t("empty")}</p>
      ) : (
        <ol className="mt-10 flex flex-col gap-8">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="rounded-xl border border-border bg-surface p-6">
                <h2 className="text-xl font-semibold">
                  <LocalizedLink to={`${BLOG_PATH}/${post.slug}`} className="hover:text-accent-strong">
                    {post.title}
                  </LocalizedLink>
                </h2>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={post.date}>{formatDate(post.date)}</time>
                </p>
                <p className="mt-3">{post.description}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-10 rounded-xl border border-border bg-surface p-6">
        <NewsletterForm source="blog" />
      </div>
      <p className="mt-10 text-sm">
        <a href={feedPath(locale)} className="font-semibold text-accent-strong">
          {t("feedLink")}
        </a>
      </p>
    </div>
  );
}
