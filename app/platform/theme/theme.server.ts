import { createCookieSessionStorage } from "react-router";
import { createThemeSessionResolver } from "remix-themes";
import { baseCookieOptions } from "#app/lib/cookie-options.server";

let resolver: ReturnType<typeof createThemeSessionResolver> | undefined;

/** The theme lives in a signed cookie so the server renders the right colours on first paint. */
export function themeSessionResolver() {
  resolver ??= createThemeSessionResolver(
    createCookieSessionStorage({
      cookie: { name: "theme", maxAge: 365 * 24 * 60 * 60, ...baseCookieOptions() },
    }),
  );
  return resolver;
}
