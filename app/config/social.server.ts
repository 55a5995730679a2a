import type { Env } from "./env.server";
import { type site, type SocialProfiles } from "./site";

/** Only the profiles the operator configured; the footer shows no placeholder links. */
export function socialProfiles(env: Env): SocialProfiles {
  const urls: Record<(typeof site.socialNetworks)[number], string | undefined> = {
    linkedin: env.SOCIAL_LINKEDIN_URL,
    instagram: env.SOCIAL_INSTAGRAM_URL,
    youtube: env.SOCIAL_YOUTUBE_URL,
    facebook: env.SOCIAL_FACEBOOK_URL,
  };
  return Object.fromEntries(Object.entries(urls).filter(([, url]) => url)) as SocialProfiles;
}
