import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalBackend } from "../src/index";
import { clientFor, signedInUser, startTestBackend } from "./helpers";

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe("a password change", () => {
  it("ends every other session of the user and keeps the one that changed it", async () => {
    const first = await signedInUser(backend);
    const second = clientFor(backend);
    const other = await second.auth.signInWithPassword({ email: first.email, password: first.password });
    expect(other.error).toBeNull();

    const changed = await first.client.auth.updateUser({ password: "a-brand-new-password-2" });
    expect(changed.error).toBeNull();

    const otherRefresh = await second.auth.refreshSession({ refresh_token: other.data.session!.refresh_token });
    expect(otherRefresh.error?.code).toBe("refresh_token_not_found");
    const ownRefresh = await first.client.auth.refreshSession();
    expect(ownRefresh.error).toBeNull();
  });

  it("leaves the other sessions alone when only the profile data changes", async () => {
    const first = await signedInUser(backend);
    const second = clientFor(backend);
    const other = await second.auth.signInWithPassword({ email: first.email, password: first.password });
    expect((await first.client.auth.updateUser({ data: { full_name: "Renamed" } })).error).toBeNull();
    expect((await second.auth.refreshSession({ refresh_token: other.data.session!.refresh_token })).error).toBeNull();
  });
});

describe("time-boxed sessions", () => {
  it("refuse a refresh once the session is older than the timebox", async () => {
    const boxed = await startTestBackend({ env: { SUPABASE_AUTH_SESSIONS_TIMEBOX: "1s" } });
    try {
      const user = await signedInUser(boxed);
      // Age the session in the database instead of waiting: its sign-in was two seconds ago.
      await boxed.db.query("update auth.sessions set created_at = now() - interval '2 seconds' where user_id = $1", [user.userId]);
      const refreshed = await user.client.auth.refreshSession();
      expect(refreshed.error?.code).toBe("session_expired");
      const again = await user.client.auth.refreshSession({ refresh_token: user.session.refresh_token });
      expect(again.error).not.toBeNull();
    } finally {
      await boxed.stop();
    }
  });

  it("keep a fresh session refreshing", async () => {
    const boxed = await startTestBackend({ env: { SUPABASE_AUTH_SESSIONS_TIMEBOX: "1h" } });
    try {
      const user = await signedInUser(boxed);
      expect((await user.client.auth.refreshSession()).error).toBeNull();
    } finally {
      await boxed.stop();
    }
  });
});
