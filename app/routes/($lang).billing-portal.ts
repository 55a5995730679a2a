import { openPortal } from "#app/features/billing/portal.server";
import type { Route } from "./+types/($lang).billing-portal";

/** POST from the settings panel's "Manage membership" button: 303 to Stripe's billing portal. */
export const action = ({ request, context }: Route.ActionArgs) => openPortal(request, context);
