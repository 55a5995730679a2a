import { freshUser } from "#app/features/profile/session-user.server";
import { createAdminClient } from "#app/features/user-data/admin-client.server";
import { exportUserData } from "#app/features/user-data/export.server";
import type { Route } from "./+types/resources.my-data[.]json";

/**
 * "Download my data": everything the registry lists for the signed-in user as one JSON file. The user
 * is checked with the Auth server (not just the cookie's claims); signed out, the answer is 401.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await freshUser(context);
  if (!user) return Response.json({ error: "unauthorized" }, { status: 401 });
  const exported = await exportUserData(createAdminClient(), user.id);
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kolleague-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
