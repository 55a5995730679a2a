import { germanIsoDay } from "#app/lib/german-day";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { isUnavailable } from "#app/platform/supabase/errors";
import { lookupUser } from "#app/platform/supabase/user.server";
import { readAccount, streamUserData } from "#app/features/user-data/export.server";
import type { Route } from "./+types/resources.my-data[.]json";

/**
 * "Download my data": everything the registry lists for the signed-in user as one JSON file, streamed
 * so a large history never sits in the server's memory at once. The user is checked with the Auth
 * server (not just the cookie's claims); signed out, the answer is 401; backend down, 503.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const found = await lookupUser(context);
  if (!found.user) return Response.json({ error: found.unavailable ? "unavailable" : "unauthorized" }, { status: found.unavailable ? 503 : 401 });
  const admin = getAdminClient();
  const now = new Date();
  let account: Record<string, unknown>;
  try {
    account = await readAccount(admin, found.user.id);
  } catch (error) {
    if (isUnavailable(error as { status?: number })) return Response.json({ error: "unavailable" }, { status: 503 });
    throw error;
  }
  return new Response(streamUserData(admin, found.user.id, account, now), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kolleague-data-${germanIsoDay(now)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
