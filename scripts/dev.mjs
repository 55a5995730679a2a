// `npm run dev`: the local backend (embedded Postgres, auth, storage, mail capture) with seeded demo
// data, and the app with Vite's live reload. Writes a .env with local values when there is none, and
// wires the backend's Send Email Hook to the app so auth mail uses the app's EN/DE templates.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { start, stop, waitFor } from "./lib.mjs";

if (!existsSync(".env")) {
  const example = readFileSync(".env.example", "utf8");
  writeFileSync(".env", example.replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET=${randomBytes(24).toString("hex")}`));
  console.log("Wrote .env with local development values.");
}
if (!/^SEND_EMAIL_HOOK_SECRET=/m.test(readFileSync(".env", "utf8"))) {
  appendFileSync(".env", `\nSEND_EMAIL_HOOK_SECRET=v1,whsec_${randomBytes(32).toString("base64")}\n`);
}
// The local Stripe stand-in (standins/stripe) signs its webhooks with this secret; the app verifies them.
if (!/^STRIPE_WEBHOOK_SECRET=/m.test(readFileSync(".env", "utf8"))) {
  appendFileSync(".env", `\nSTRIPE_WEBHOOK_SECRET=whsec_${randomBytes(24).toString("hex")}\n`);
}
for (const [name, value] of [
  ["STRIPE_SECRET_KEY", "sk_test_local_development_key_do_not_use_in_production"],
  ["STRIPE_API_URL", "http://127.0.0.1:12111"],
]) {
  if (!new RegExp(`^${name}=`, "m").test(readFileSync(".env", "utf8"))) appendFileSync(".env", `${name}=${value}\n`);
}
process.loadEnvFile(".env");

const appUrl = process.env.APP_URL ?? "http://localhost:5173";
const backend = start("npm", ["run", "--silent", "db:start"], {
  env: { ...process.env, SEND_EMAIL_HOOK_URI: new URL("/hooks/send-email", appUrl).toString() },
});
// The OpenAI-compatible stand-in (standins/openai) the chat uses while no OPENAI_API_KEY is set.
const openai = start("npx", ["tsx", "standins/openai/cli.ts"], { env: process.env });
// The Stripe stand-in answers where STRIPE_API_URL points (a real Stripe URL there: nothing is started).
const stripeUrl = new URL(process.env.STRIPE_API_URL ?? "https://api.stripe.com");
const stripe = ["127.0.0.1", "localhost"].includes(stripeUrl.hostname)
  ? start("npx", [
      "tsx",
      "standins/stripe/cli.ts",
      "--port",
      stripeUrl.port || "12111",
      "--webhook-url",
      new URL("/webhooks/stripe", appUrl).toString(),
    ])
  : null;
// The Friendly Captcha stand-in (standins/friendly-captcha), only when the bot check points at loopback.
const botCheckUrl = process.env.BOT_CHECK_VERIFY_URL ? new URL(process.env.BOT_CHECK_VERIFY_URL) : null;
const botCheck =
  botCheckUrl && ["127.0.0.1", "localhost"].includes(botCheckUrl.hostname)
    ? start("npx", ["tsx", "standins/friendly-captcha/cli.ts", "--port", botCheckUrl.port || "54341"], { env: process.env })
    : null;
// The Meta stand-in (standins/meta), only when the Conversions API points at loopback.
const metaUrl = process.env.META_GRAPH_URL ? new URL(process.env.META_GRAPH_URL) : null;
const meta =
  metaUrl && ["127.0.0.1", "localhost"].includes(metaUrl.hostname)
    ? start("npx", ["tsx", "standins/meta/cli.ts", "--port", metaUrl.port || "54343"], { env: process.env })
    : null;
await waitFor("http://127.0.0.1:54321/auth/v1/health", { label: "local backend", timeoutMs: 120_000 });
await waitFor("http://127.0.0.1:54329/__standin/mode", { label: "OpenAI stand-in", timeoutMs: 60_000 });
if (stripe) await waitFor(new URL("/__standin/health", stripeUrl).toString(), { label: "Stripe stand-in", timeoutMs: 60_000 });
// The app listens where APP_URL says (PORT in .env is the container's).
const port = new URL(appUrl).port || "5173";
const app = start(process.execPath, ["server.js"], { env: { ...process.env, NODE_ENV: "development", PORT: port } });
// Once the app answers, the demo account gets the sample exposé as its first chat (scripts/demo-listing.ts).
waitFor(new URL("/healthz", appUrl).toString(), { label: "app", timeoutMs: 120_000 })
  .then(() => start("npx", ["tsx", "scripts/demo-listing.ts", appUrl], { env: process.env, detached: false }))
  .catch(() => {});

const shutdown = async () => {
  await Promise.all([stop(app), stop(backend), stop(openai), stop(stripe), stop(botCheck), stop(meta)]);
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
app.on("exit", (code) => {
  if (code) Promise.all([stop(backend), stop(openai), stop(stripe), stop(botCheck), stop(meta)]).then(() => process.exit(code));
});
