import { getEnv, isHttps } from "#app/config/env.server";

/** The attributes every cookie of the app shares: HttpOnly, SameSite=Lax, Secure over HTTPS. */
export function baseCookieOptions() {
  const env = getEnv();
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: isHttps(env),
    secrets: [env.SESSION_SECRET],
  };
}
