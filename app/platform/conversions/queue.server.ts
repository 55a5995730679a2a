import { describeError, logger } from "#app/platform/log/logger.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { backgroundWorker, retryDelaySeconds } from "#app/lib/background-worker.server";
import type { Json } from "#app/types/database.types";
import { conversionsApi, type ConversionsApi } from "./config.server";
import { MAX_ATTEMPTS, type ConversionName, type MetaServerEvent, type PixelConversion } from "./meta-event";

const BATCH = 20;
/** A claimed event is the sender's for this long; a sender that dies leaves it to be retried then. */
const LEASE_SECONDS = 60;
const SEND_TIMEOUT_MS = 10_000;

interface Claimed {
  id: string;
  attempts: number;
  payload: Json;
}

/**
 * Puts a conversion into the queue. Never throws: a conversion must not delay or fail what the user did,
 * so a failure here is logged and the event is lost, nothing else. `held`: a subscription's event waits
 * for the payment confirmation (releaseOrderConversion).
 */
export async function enqueueConversion(row: {
  event: MetaServerEvent;
  userId: string;
  consentId: string | null;
  orderId?: string;
  held?: boolean;
}): Promise<boolean> {
  const api = conversionsApi();
  if (!api) return false;
  try {
    const { error } = await getAdminClient()
      .from("conversion_events")
      .insert({
        event_id: row.event.event_id,
        event_name: row.event.event_name,
        pixel_id: api.pixelId,
        user_id: row.userId,
        consent_id: row.consentId,
        order_id: row.orderId ?? null,
        released: !row.held,
        payload: row.event as unknown as Json,
      });
    if (error) throw new Error(error.message);
  } catch (error) {
    logger.error({ err: error, event: row.event.event_name }, "conversions: could not queue the event");
    return false;
  }
  if (!row.held) kickConversions();
  return true;
}

/** Stripe confirmed the order: its held event may go. Never throws (the webhook's work must not fail for it). */
export async function releaseOrderConversion(orderId: string): Promise<void> {
  try {
    const { data, error } = await getAdminClient().from("conversion_events").update({ released: true }).eq("order_id", orderId).select("id");
    if (error) throw new Error(error.message);
    if ((data ?? []).length > 0) kickConversions();
  } catch (error) {
    logger.error({ err: error, orderId }, "conversions: could not release the event of an order");
  }
}

/**
 * The conversion of the user's order behind a Checkout Session, once Stripe confirmed it: what the success
 * page's pixel sends, with the server event's id. Null when there is none (no consent, no pixel).
 */
export async function orderConversion(userId: string, checkoutSessionId: string | null): Promise<PixelConversion | null> {
  if (!checkoutSessionId) return null;
  const admin = getAdminClient();
  const order = await admin.from("billing_orders").select("id").eq("user_id", userId).eq("checkout_session_id", checkoutSessionId).maybeSingle();
  if (!order.data) return null;
  const { data } = await admin.from("conversion_events").select("event_id, event_name, released").eq("order_id", order.data.id).maybeSingle();
  if (!data?.released) return null;
  return { name: data.event_name as ConversionName, eventId: data.event_id };
}

/** Consent to marketing withdrawn: the user's conversions not yet sent are not sent at all. Never throws. */
export async function dropUnsentConversions(userId: string): Promise<void> {
  const { error } = await getAdminClient().from("conversion_events").delete().eq("user_id", userId).is("sent_at", null);
  if (error) logger.error({ err: error }, "conversions: could not drop the unsent events of a user");
}

const worker = backgroundWorker("conversions: sending failed", drainConversions);

/** Starts sending in the background (app/lib/background-worker.server.ts). */
function kickConversions(): void {
  if (conversionsApi()) worker.kick();
}

/** Sends every due event. Instances share the queue: claim_conversion_events hands each row to one of them. */
async function drainConversions(): Promise<void> {
  const api = conversionsApi();
  if (!api) return;
  for (;;) {
    const { data, error } = await getAdminClient().rpc("claim_conversion_events", {
      for_pixel: api.pixelId,
      max_batch: BATCH,
      lease_seconds: LEASE_SECONDS,
    });
    if (error) throw new Error(error.message);
    const claimed = (data ?? []) as unknown as Claimed[];
    for (const row of claimed) await sendOne(api, row);
    if (claimed.length < BATCH) return;
  }
}

/** One request per event: the API refuses a whole batch for one bad event, which would hold back the rest. */
async function sendOne(api: ConversionsApi, row: Claimed): Promise<void> {
  let failure: string | null = null;
  try {
    const response = await fetch(api.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        data: [row.payload],
        access_token: api.accessToken,
        ...(api.testEventCode ? { test_event_code: api.testEventCode } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) failure = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
  } catch (error) {
    failure = describeError(error);
  }
  const admin = getAdminClient();
  if (failure === null) {
    // Sent: nothing personal stays; the id and name remain for the confirmation page's pixel.
    const { error } = await admin
      .from("conversion_events")
      .update({ sent_at: new Date().toISOString(), payload: {}, last_error: null })
      .eq("id", row.id);
    if (error) logger.error({ err: error, conversionId: row.id }, "conversions: sent the event but could not mark it");
    return;
  }
  const givingUp = row.attempts >= MAX_ATTEMPTS;
  logger.error({ conversionId: row.id, attempt: row.attempts, givingUp, failure }, "conversions: sending the event failed");
  const nextAttempt = new Date(Date.now() + retryDelaySeconds(row.attempts, api.firstRetrySeconds) * 1000).toISOString();
  const { error } = await admin
    .from("conversion_events")
    .update(
      givingUp
        ? { payload: {}, sent_at: null, released: false, last_error: failure.slice(0, 500) }
        : { next_attempt_at: nextAttempt, last_error: failure.slice(0, 500) },
    )
    .eq("id", row.id);
  if (error) logger.error({ err: error, conversionId: row.id }, "conversions: could not record the failure of the event");
}

/** Retries on a timer, so failed sends go out later even when nobody converts meanwhile. */
export function startConversionWorker(): void {
  const api = conversionsApi();
  if (!api) return;
  worker.start(Math.min(api.firstRetrySeconds, 30) * 1000);
}
