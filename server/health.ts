import type { Express } from "express";
import type { Env } from "#app/config/env.server";

/** Liveness says the process answers; readiness says the backend it needs answers too. */
export function mountHealth(app: Express, env: Env): void {
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const backend = await checkBackend(env);
    res.status(backend.ok ? 200 : 503).json({ status: backend.ok ? "ready" : "unavailable", checks: { backend } });
  });
}

async function checkBackend(env: Env): Promise<{ ok: boolean; detail?: string }> {
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
