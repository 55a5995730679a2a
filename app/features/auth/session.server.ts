import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { localeFromPath, localizePath } from "#app/platform/i18n/locales";
import { hasSessionCookie } from "#app/platform/supabase/client.server";
import { sessionClaims } from "#app/platform/supabase/claims.server";
import { isUnavailable } from "#app/platform/supabase/errors";
import { throwBackendFailure } from "#app/platform/supabase/backend-error";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  avatarUrl: string | null;
}

const userContext = createContext<SessionUser>();

/**
 * The signed-in user from the session cookie. Pages use sessionClaims(), which verifies the ES256 access
 * token locally against the cached JWKS (no network call per request, and once per token); actions that
 * change security-relevant data call supabase.auth.getUser() themselves for a fresh answer from the server.
 * Throws a 503 when the backend cannot be reached to check the session.
 */
export async function readSessionUser(context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  // Most page views are anonymous; building a supabase-js client for them is the costliest part.
  if (!hasSessionCookie(context)) return null;
  const { data: claimsData, error } = await sessionClaims(context);
  if (error) {
    if (isUnavailable(error)) throwBackendFailure();
    return null;
  }
  const claims = claimsData?.claims;
  if (!claims?.sub) return null;
  const metadata = (claims.user_metadata ?? {}) as Record<string, unknown>;
  return {
    id: claims.sub,
    email: typeof claims.email === "string" ? claims.email : "",
    name: typeof metadata.full_name === "string" ? metadata.full_name : "",
    avatarUrl: typeof metadata.avatar_url === "string" ? metadata.avatar_url : null,
  };
}

/**
 * Where a signed-out visitor is sent: the login page in their language, remembering the target. `url` is
 * the page's URL as React Router normalizes it (the loader's and middleware's `url`), not `request.url`,
 * which for a navigation in the browser is the data request ("/ai-chat.data?_routes=…"): signing in then
 * ended on a 404, or without JavaScript on the raw data.
 */
export function loginRedirect(url: URL): Response {
  const target = url.pathname + url.search;
  const login = localizePath("/login", localeFromPath(url.pathname));
  return redirect(`${login}?${new URLSearchParams({ redirectTo: target })}`);
}

/**
 * Guards the private layout: runs before every private loader and action. Pages redirect to the login
 * page; data requests get the same redirect, which the router follows.
 */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({ url, context }, next) => {
  const user = await readSessionUser(context);
  if (!user) throw loginRedirect(url);
  context.set(userContext, user);
  return next();
};

/** The user the guard established; only valid below the private layout. */
export function getUser(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(userContext);
}

/** For JSON and resource routes: 401 instead of a redirect. */
export async function requireApiUser(context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const user = await readSessionUser(context);
  if (!user) throw Response.json({ error: "unauthorized" }, { status: 401 });
  return user;
}
