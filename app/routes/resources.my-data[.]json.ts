import { getAdminClient } from "#app/features/supabase/admin.server";
import { lookupUser } from "#app/features/supabase/user.server";
import { exportUserData } from "#app/features/user-data/export.server";
import type { Route } from "./+types/resources.my-data[.]json";

/**
 * "Download my data": everything the registry lists for the signed-in user as one JSON file. The user
 * is checked with the Auth server (not just the cookie's claims); signed out, the answer is 401.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const found = await lookupUser(context);
  if (!found.user) return Response.json({ error: found.unavailable ? "unavailable" : "unauthorized" }, { status: found.unavailable ? 503 : 401 });
  const user = found.user;
  const exported = await exportUserData(getAdminClient(), user.id);
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kolleague-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
