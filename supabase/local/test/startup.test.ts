import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyPendingMigrations } from "../src/db/migrate";
import { adminFor, clientFor, startTestBackend, uniqueEmail } from "./helpers";

const dataDir = mkdtempSync(join(tmpdir(), "kolleague-data-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("start-up", () => {
  // How fast this is lives in `npm run bench` (a figure, not a timed test).
  it("starts a fresh database from the cached template, with Supabase's roles, schemas and seed", async () => {
    await (await startTestBackend()).stop(); // makes sure the template exists
    const backend = await startTestBackend();
    try {
      expect(backend.startup.database).toBe("template");
      const roles = await backend.db.query<{ rolname: string }>(
        "select rolname from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by 1",
      );
      expect(roles.rows.map((r) => r.rolname)).toEqual(["anon", "authenticated", "authenticator", "service_role"]);
      const schemas = await backend.db.query<{ nspname: string }>(
        "select nspname from pg_namespace where nspname in ('auth','storage','extensions') order by 1",
      );
      expect(schemas.rows).toHaveLength(3);
      const { rows } = await backend.db.query<{ ok: boolean }>(
        "select encrypted_password = crypt('kolleague-demo', encrypted_password) as ok from auth.users where email = 'demo@kolleague.local'",
      );
      expect(rows[0]?.ok).toBe(true);
    } finally {
      await backend.stop();
    }
  });

  it("gives auth.uid(), auth.role(), auth.email() and auth.jwt() the request's claims", async () => {
    const backend = await startTestBackend();
    try {
      const result = await backend.db.transaction(async (tx) => {
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: "d0d0d0d0-0000-4000-8000-000000000001", role: "authenticated", email: "demo@kolleague.local" }),
        ]);
        await tx.exec("set local role authenticated");
        return (await tx.query("select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'sub' as sub")).rows[0];
      });
      expect(result).toEqual({
        uid: "d0d0d0d0-0000-4000-8000-000000000001",
        role: "authenticated",
        email: "demo@kolleague.local",
        sub: "d0d0d0d0-0000-4000-8000-000000000001",
      });
    } finally {
      await backend.stop();
    }
  });

  it("keeps users, sessions and the signing key in a persistent data dir across restarts", async () => {
    const email = uniqueEmail("persist");
    const first = await startTestBackend({ dataDir });
    await adminFor(first).auth.admin.createUser({ email, password: "long-enough-1", email_confirm: true });
    const { data } = await clientFor(first).auth.signInWithPassword({ email, password: "long-enough-1" });
    await first.stop();

    const second = await startTestBackend({ dataDir });
    try {
      expect(second.startup.database).toBe("existing");
      const user = await clientFor(second).auth.getUser(data.session!.access_token);
      expect(user.data.user?.email).toBe(email);
      const refreshed = await clientFor(second).auth.refreshSession({ refresh_token: data.session!.refresh_token });
      expect(refreshed.error).toBeNull();

      const extra = { name: "29990101000000_extra.sql", version: "29990101000000", sql: "create table public.extra (id int primary key);" };
      expect(await applyPendingMigrations(second.db, [extra])).toEqual([extra.name]);
      expect(await applyPendingMigrations(second.db, [extra])).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
