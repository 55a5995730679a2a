import { getEnv } from "#app/config/env.server";
import { buildRobots } from "#app/platform/seo/robots";
import { publicTextHeaders } from "#app/platform/seo/xml";

export function loader() {
  return new Response(buildRobots(new URL(getEnv().APP_URL).origin), { headers: publicTextHeaders("text/plain; charset=utf-8") });
}
