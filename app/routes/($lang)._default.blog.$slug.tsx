import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { loadPost } from "#app/features/blog/blog.server";
import { FeedDiscoveryLink } from "#app/features/blog/feed-link";
import { PageMeta } from "#app/components/page-meta";
import { BLOG_PATH } from "#app/features/blog/posts";
import { useFormatDate } from "#app/platform/i18n/use-locale";
import { NewsletterForm } from "#app/features/newsletter/ui/newsletter-form";
import type { Route } from "./+types/($lang)._default.blog.$slug";

export const handle = { i18n: ["blog"], advertisingPixel: true };

export const loader = ({ request, params }: Route.LoaderArgs) => loadPost(request, params.slug);

export default function BlogPost({ loaderData: { locale, post, translation, paths } }: Route.ComponentProps) {
  const { t } = useTranslation(["blog", "common"]);
  const formatDate = useFormatDate();
  return (
    <article className="mx-auto max-w-(--breakpoint-md) px-4 py-12">
      <PageMeta title={post.title} description={post.description} paths={paths} article={{ publishedTime: post.date }} />
      <FeedDiscoveryLink locale={locale} />
      <p className="text-sm">
        <LocalizedLink to={BLOG_PATH} className="font-semibold text-accent-strong">
          {t("allPosts")}
        </LocalizedLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
      <p className="mt-3 text-sm text-muted">
        <time dateTime={post.date}>{t("published", { date: formatDate(post.date) })}</time>
      </p>
      {translation ? (
        <p className="mt-2 text-sm">
          {/* A full page load: the other language needs its own catalogues and document language. */}
          <a href={translation.path} hrefLang={translation.locale} className="text-accent-strong">
            {t("translationLink")}
          </a>
        </p>
      ) : null}
      <div className="prose-legal mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      <div className="mt-12 rounded-xl border border-border bg-surface p-6">
        <NewsletterForm source="blog" />
      </div>
    </article>
  );
}
