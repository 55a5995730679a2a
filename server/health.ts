import type { Express } from "express";
import type { Env } from "#app/config/env.server";
import { isLocalStandIn } from "@kolleague/local-stand-ins";
import { findPlaceholders, operator } from "#app/config/operator";
import { logger } from "#app/platform/log/logger.server";

type Check = { ok: boolean; detail?: string };

/** Liveness says the process answers; readiness says it can serve: backend reachable, imprint complete. */
export function mountHealth(app: Express, env: Env): void {
  // A public deployment must not go live with placeholder operator details (an incomplete imprint is a
  // legal risk in Germany). Local and test servers may.
  const placeholders = isLocalStandIn(env.APP_URL) ? [] : findPlaceholders(operator);
  if (placeholders.length > 0) {
    logger.warn({ placeholders }, "operator details still hold placeholders; /readyz reports not ready");
  }

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const checks: Record<string, Check> = { backend: await checkBackend(env) };
    if (placeholders.length > 0) checks.operator = { ok: false, detail: `placeholders: ${placeholders.join(", ")}` };
    const ready = Object.values(checks).every((check) => check.ok);
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks });
  });
}

async function checkBackend(env: Env): Promise<Check> {
  try {
    const response = await fetch(new URL("/auth/v1/health", env.SUPABASE_URL), {
      headers: { apikey: env.SUPABASE_PUBLISHABLE_KEY },
      signal: AbortSignal.timeout(2000),
    });
    return response.ok ? { ok: true } : { ok: false, detail: `status ${response.status}` };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.name : "unreachable" };
  }
}
