import { getEnv } from "#app/config/env.server";

/** The attributes every cookie of the app shares: HttpOnly, SameSite=Lax, Secure in production. */
export function baseCookieOptions() {
  const env = getEnv();
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: env.NODE_ENV === "production",
    secrets: [env.SESSION_SECRET],
  };
}
