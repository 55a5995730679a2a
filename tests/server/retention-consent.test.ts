import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalBackend, type LocalBackend } from "@kolleague/local-supabase";
import { purgeExpiredConsentRecords } from "../../app/features/user-data/retention.server";
import { adminClient } from "../support/clients";

// A backend of its own: every app started on the shared one purges expired records as it starts, and one
// started by another test file at the same time would purge these rows under the test.
let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, smtpPort: 0, quiet: true });
});
afterAll(() => backend?.stop());

describe("the purge of cookie-choice records", () => {
  it("deletes a record three calendar years after its choice expired, and keeps a younger one", async () => {
    const admin = adminClient(backend.url);
    const consentId = randomUUID();
    const row = (chosenAt: string) => ({ consent_id: consentId, version: "2026-11-24", analytics: true, marketing: false, chosen_at: chosenAt });
    // As of 2026 (Berlin) the cut-off is the start of 2023 less 365 days: a choice of 31 December 2021, 23:59 Berlin,
    // expired in 2022 and is past it; one of 1 January 2022 expired in 2023 and is kept to the end of 2026.
    const now = new Date("2026-06-01T12:00:00Z");
    const { error } = await admin.from("consent_records").insert([row("2021-12-31T22:59:00Z"), row("2022-01-01T09:00:00Z")]);
    if (error) throw error;

    expect(await purgeExpiredConsentRecords(admin, now)).toBe(1);
    const { data } = await admin.from("consent_records").select("chosen_at").eq("consent_id", consentId);
    expect(data?.map((kept) => new Date(kept.chosen_at).toISOString())).toEqual(["2022-01-01T09:00:00.000Z"]);

    // On 1 January 2027, Berlin time (23:00 UTC the day before), the younger one goes too.
    await purgeExpiredConsentRecords(admin, new Date("2026-12-31T23:00:00Z"));
    expect((await admin.from("consent_records").select("id").eq("consent_id", consentId)).data).toEqual([]);
  });
});
