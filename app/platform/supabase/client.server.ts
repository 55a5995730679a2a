import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getEnv, isHttps } from "#app/config/env.server";
import type { Database } from "#app/types/database.types";
import { createRetryingFetch } from "./retrying-fetch";
import { SESSION_COOKIE_ENCODING } from "./session-cookie";

export type AppSupabaseClient = SupabaseClient<Database>;

interface SupabaseScope {
  client: () => AppSupabaseClient;
  /** The request's auth cookie names (@supabase/ssr's sb-…, with their chunks). */
  sessionCookieNames: string[];
  /** Whether the request carries an auth cookie at all (@supabase/ssr names them sb-…). */
  hasSessionCookie: boolean;
  /** Set-Cookie and cache headers the client asked for while handling this request. */
  responseHeaders: Headers;
}

const supabaseContext = createContext<SupabaseScope>();
const retryingFetch = createRetryingFetch();

/**
 * One supabase-js server client per request, created on first use. Session cookies are read from the
 * request and every cookie the client sets is added to whatever response the route produces
 * (page, redirect or error), so loaders and actions never juggle headers themselves.
 */
export const supabaseMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const env = getEnv();
  const responseHeaders = new Headers();
  const requestCookies = parseCookieHeader(request.headers.get("Cookie") ?? "");
  let client: AppSupabaseClient | undefined;
  context.set(supabaseContext, {
    responseHeaders,
    hasSessionCookie: requestCookies.some(({ name }) => name.startsWith("sb-")),
    sessionCookieNames: requestCookies.filter(({ name }) => name.startsWith("sb-")).map(({ name }) => name),
    client: () =>
      (client ??= createServerClient<Database>(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
        cookies: {
          getAll: () => requestCookies.map(({ name, value }) => ({ name, value: value ?? "" })),
          setAll: (cookies, cacheHeaders) => {
            for (const { name, value, options } of cookies) responseHeaders.append("Set-Cookie", serializeCookieHeader(name, value, options));
            for (const [key, value] of Object.entries(cacheHeaders)) responseHeaders.set(key, value);
          },
        },
        // The browser never talks to Supabase directly, so its session cookies can be HttpOnly.
        cookieOptions: { httpOnly: true, sameSite: "lax", secure: isHttps(env), path: "/" },
        cookieEncoding: SESSION_COOKIE_ENCODING,
        global: { fetch: retryingFetch },
      })),
  });
  const response = await next();
  for (const cookie of responseHeaders.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  for (const [key, value] of responseHeaders) if (key !== "set-cookie") response.headers.set(key, value);
  return response;
};

/** Without an auth cookie there is no session to read: callers can skip building a client. */
export function hasSessionCookie(context: Readonly<RouterContextProvider>): boolean {
  return context.get(supabaseContext).hasSessionCookie;
}

export function getSupabase(context: Readonly<RouterContextProvider>): AppSupabaseClient {
  return context.get(supabaseContext).client();
}

/**
 * Expires every auth cookie the request carried. Sign-out uses it whatever the backend answered: when the
 * server side could not be reached, this device must still end up signed out.
 */
export function clearSessionCookies(context: Readonly<RouterContextProvider>): void {
  const env = getEnv();
  const scope = context.get(supabaseContext);
  for (const name of scope.sessionCookieNames) {
    scope.responseHeaders.append(
      "Set-Cookie",
      serializeCookieHeader(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: isHttps(env) }),
    );
  }
}
