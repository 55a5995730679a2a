import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenSigner, requestedBinding } from "../../app/features/newsletter/tokens.server";
import { startApp, type RunningApp } from "../support/app-server";
import { uniqueEmail } from "../support/session";
import { appTestEnv } from "../support/test-env";
import { adminClient } from "../support/clients";
import { waitForMail } from "../support/mail";
import { postForm } from "../support/http";
import { subscriberRow } from "../support/newsletter";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_NEWSLETTER_IP: "100/1h" });
});
afterAll(() => app.stop());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const proof = { locale: "en", source: "page", consent_text_version: "newsletter-consent-2026-11-22" };

describe("what the privacy policy promises about keeping newsletter data", () => {
  it("refuses a genuinely signed confirmation link once the 30 days are over", async () => {
    const email = uniqueEmail("news-expired");
    await postForm(app, "/newsletter", { email });
    await waitForMail({ to: email, subject: /confirm/ });
    const requestedAt = ago(31 * DAY);
    const { data } = await adminClient()
      .from("newsletter_subscribers")
      .update({ requested_at: requestedAt })
      .eq("email", email)
      .select("id, requested_at")
      .single();
    const token = createTokenSigner(appTestEnv(0).SESSION_SECRET!).sign("confirm", data!.id, requestedBinding(data!.requested_at));
    const response = await postForm(app, "/newsletter/confirm", { token });
    expect(response.status).toBe(400);
    // Not confirmed: still pending, or already gone if a sign-up elsewhere (another test file on the same
    // backend) ran the clean-up of expired sign-ups meanwhile.
    expect([undefined, "pending"]).toContain((await subscriberRow(email))?.status);
  });

  it("deletes unconfirmed sign-ups after 30 days and ended subscriptions after three years, keeping younger proof", async () => {
    const stale = uniqueEmail("news-stale");
    const returning = uniqueEmail("news-returning");
    const oldProof = uniqueEmail("news-old-proof");
    const youngProof = uniqueEmail("news-young-proof");
    const { error } = await adminClient()
      .from("newsletter_subscribers")
      .insert([
        { email: stale, status: "pending", requested_at: ago(31 * DAY), ...proof },
        { email: returning, status: "pending", requested_at: ago(31 * DAY), confirmed_at: ago(400 * DAY), unsubscribed_at: ago(100 * DAY), ...proof },
        {
          email: oldProof,
          status: "unsubscribed",
          requested_at: ago(1300 * DAY),
          confirmed_at: ago(1300 * DAY),
          unsubscribed_at: ago(1100 * DAY),
          ...proof,
        },
        {
          email: youngProof,
          status: "unsubscribed",
          requested_at: ago(900 * DAY),
          confirmed_at: ago(900 * DAY),
          unsubscribed_at: ago(800 * DAY),
          ...proof,
        },
      ]);
    expect(error).toBeNull();

    // Every sign-up runs the clean-up first.
    expect((await postForm(app, "/newsletter", { email: uniqueEmail("news-trigger") })).status).toBe(200);
    expect(await subscriberRow(stale)).toBeNull();
    expect(await subscriberRow(oldProof)).toBeNull();
    expect(await subscriberRow(youngProof)).toMatchObject({ status: "unsubscribed" });
    // A former subscriber who signed up again and never confirmed falls back to the earlier proof.
    expect(await subscriberRow(returning)).toMatchObject({
      status: "unsubscribed",
      confirmed_at: expect.any(String),
      unsubscribed_at: expect.any(String),
    });
  });
});
