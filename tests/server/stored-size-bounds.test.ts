import { createClient } from "@supabase/supabase-js";
import type { Database } from "../../app/types/database.types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalBackend, type LocalBackend } from "@kolleague/local-supabase";

// Straight to the API with a user's own token, as a script that skips the app would.
let backend: LocalBackend;
let userId: string;
let client: ReturnType<typeof createClient<Database>>;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, smtpPort: 0, quiet: true });
  const admin = createClient(backend.url, backend.secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const email = `bounds-${Date.now()}@example.test`;
  const created = await admin.auth.admin.createUser({ email, password: "bounds-password-123", email_confirm: true });
  if (created.error) throw created.error;
  userId = created.data.user.id;
  client = createClient<Database>(backend.url, backend.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const signedIn = await client.auth.signInWithPassword({ email, password: "bounds-password-123" });
  if (signedIn.error) throw signedIn.error;
});
afterAll(() => backend.stop());

const inputs = { purchasePrice: 300000, state: "BY", equity: 60000, interestRatePercent: 3.5, initialRepaymentPercent: 2 };

describe("what a user can store through the API", () => {
  it("refuses an oversized legacy avatar and an avatar path outside the user's folder, keeps valid values", async () => {
    const huge = await client
      .from("profiles")
      .update({ avatar: "A".repeat(700_001) })
      .eq("id", userId);
    expect(huge.error?.code).toBe("23514");
    const foreign = await client.from("profiles").update({ avatar_url: "../../other/evil.webp" }).eq("id", userId);
    expect(foreign.error?.code).toBe("23514");
    const ok = await client
      .from("profiles")
      .update({ avatar_url: `${userId}/avatar-1.webp`, avatar: null })
      .eq("id", userId);
    expect(ok.error).toBeNull();
  });

  it("refuses calculator inputs over 16 KB", async () => {
    const bloated = await client.from("calculations").insert({ name: "big", schema_version: 1, inputs: { ...inputs, note: "x".repeat(20_000) } });
    expect(bloated.error?.code).toBe("23514");
  });

  it("refuses a user's 501st saved calculation", async () => {
    await backend.db.query(
      `insert into public.calculations (user_id, name, inputs, schema_version)
       select $1, 'row ' || n, $2::jsonb, 1 from generate_series(1, 499) as n`,
      [userId, JSON.stringify(inputs)],
    );
    const last = await client.from("calculations").insert({ name: "number 500", schema_version: 1, inputs });
    expect(last.error).toBeNull();
    const over = await client.from("calculations").insert({ name: "number 501", schema_version: 1, inputs });
    expect(over.error?.code).toBe("23514");
    const { count } = await client.from("calculations").select("id", { count: "exact", head: true });
    expect(count).toBe(500);
  });
});
