/** Loader logic for the blog pages, kept beside the posts so the route files stay thin. */
import { data, redirect } from "react-router";
import { localeFromPath } from "#app/platform/i18n/locales";
import { getPost, getTranslation, listPosts } from "./posts.server";
import { otherLocale, postPath } from "./posts";

export function loadBlogIndex(request: Request) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, posts: listPosts(locale) };
}

export function loadPost(request: Request, slug: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const post = getPost(locale, slug);
  if (!post) {
    // The language menu swaps only the prefix; a post's twin has its own slug, so send readers there.
    const original = getPost(otherLocale(locale), slug);
    const twin = original && getTranslation(original);
    if (twin) throw redirect(postPath(locale, twin.slug), 301);
    throw data(null, { status: 404 });
  }
  const translation = getTranslation(post);
  const paths = {
    [locale]: postPath(locale, post.slug),
    ...(translation ? { [translation.locale]: postPath(translation.locale, translation.slug) } : {}),
  };
  return {
    locale,
    post,
    translation: translation ? { locale: translation.locale, path: postPath(translation.locale, translation.slug) } : null,
    paths,
  };
}
