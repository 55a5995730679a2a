import { confirmEmailLink } from "#app/features/auth/confirm.server";
import type { Route } from "./+types/($lang).auth.confirm";

/** /auth/confirm?token_hash=…&type=…&next=…: where every auth mail's link lands. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return confirmEmailLink(request, context);
}
