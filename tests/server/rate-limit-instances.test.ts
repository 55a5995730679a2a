import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { createConfirmedUser } from "../support/session";

// Two instances of the app on one backend, as behind a load balancer, with a small sign-in limit.
const LIMITED = { RATE_LIMIT_AUTH_SIGNIN_EMAIL: "3/15m" };
let first: RunningApp;
let second: RunningApp;
beforeAll(async () => {
  [first, second] = await Promise.all([startApp(LIMITED), startApp(LIMITED)]);
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const login = (app: RunningApp, email: string, password: string) =>
  fetch(`${app.url}/login`, { method: "POST", headers: { Origin: app.url }, body: new URLSearchParams({ email, password }), redirect: "manual" });

it("a limit holds across two instances and survives a restart, and no address is stored in the clear", async () => {
  const user = await createConfirmedUser();
  // Alternating between the instances: three attempts in all are allowed, not three on each.
  expect((await login(first, user.email, "wrong-password")).status).toBe(400);
  expect((await login(second, user.email, "wrong-password")).status).toBe(400);
  expect((await login(first, user.email, "wrong-password")).status).toBe(400);
  expect((await login(second, user.email, user.password)).status).toBe(429);
  expect((await login(first, user.email, user.password)).status).toBe(429);

  // A fresh instance (a restart, or a new container) still knows.
  await first.stop();
  first = await startApp(LIMITED);
  const afterRestart = await login(first, user.email, user.password);
  expect(afterRestart.status).toBe(429);
  expect(Number(afterRestart.headers.get("retry-after"))).toBeGreaterThan(800);

  const { data, error } = await adminClient().from("rate_limit_counters").select("key").like("key", "auth.signin.email:3/900s:%");
  expect(error).toBeNull();
  expect(data!.length).toBeGreaterThan(0);
  for (const row of data!) expect(row.key).not.toContain(user.email);
});
