import { handleStripeWebhook } from "#app/features/billing/webhook.server";
import type { Route } from "./+types/webhooks.stripe";

/** Stripe's signed event deliveries (POST); exempt from the cross-site check, as /webhooks/ is. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  return handleStripeWebhook(request);
}
