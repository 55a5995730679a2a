/**
 * `npm run bench` figures for the AI chat (issue 12), on its own backend, stand-in and app:
 *  - token → browser: from the stand-in writing a word to the browser's fetch reading it from the app's
 *    answer feed (/resources/chat/:chatId/stream, the stored rows, through compression), median and p95
 *    (expected: within one store and one read of the row, FLUSH_MS 150 ms each; decision 011);
 *  - the conversation page's JavaScript above the landing page's (gzip -9; target: at most 60 KB);
 *  - without JS: the question's form post until its 303 (target: under 300 ms).
 * Expects a production build (npm run bench builds first).
 */
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { benchAppEnv } from "./bench-app-env";
import { benchUser } from "./local-session";
import { startOpenAIStandIn } from "../standins/openai/index";
import { wordTokens } from "../standins/openai/respond";
import { startLocalBackend } from "@kolleague/local-supabase";
import { freePort } from "../tests/support/app-server";

const ANSWERS = 8;
const POSTS = 15;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const backend = await startLocalBackend({ port: 0, smtpPort: 0, quiet: true, dataDir: null });
const standIn = await startOpenAIStandIn({ port: 0, delayMs: 25, quiet: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, ["server.js"], {
  stdio: "ignore",
  env: {
    ...benchAppEnv(port, backend.url),
    OPENAI_BASE_URL: standIn.baseURL,
    CHAT_MESSAGES_PER_DAY: "1000",
    RATE_LIMIT_CHAT_IP: "1000/1m",
  },
});
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break;
    if (i > 150) throw new Error("app did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A signed-in user, with the cookies the app's own client would set.
  const { cookie, cookies } = await benchUser(backend.url);

  // JS off: the form post answers 303 before the model is asked.
  const posts: number[] = [];
  let chatPath = "";
  // One post first, not counted: it pays the app's one-off start-up work (JWKS fetch, first connections).
  for (let i = -1; i < POSTS; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/ai-chat?index`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "send", model: "kolleague-local", text: `How do I finance a flat? (${i})` }),
    });
    if (i >= 0) posts.push(performance.now() - started);
    if (response.status !== 303) throw new Error(`post answered ${response.status}`);
    chatPath = response.headers.get("location") ?? "";
  }
  const chatId = chatPath.split("/").at(-1)!;
  await new Promise((resolve) => setTimeout(resolve, 3000)); // let the last answer finish (only a bench)

  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  await context.addCookies(
    cookies.map(([name, value]) => ({ name, value, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" as const })),
  );
  const scriptBytes = async (path: string) => {
    const page = await context.newPage();
    const sizes = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.close();
    return [...sizes.values()].reduce((sum, size) => sum + size, 0);
  };
  const landing = await scriptBytes("/");
  const chatPage = await scriptBytes(chatPath);

  // Token → browser: the page asks through the form and reads the answer feed (the stored rows as they grow).
  const page = await context.newPage();
  await page.goto(base + chatPath);
  const latencies: number[] = [];
  for (let run = 0; run < ANSWERS; run++) {
    const shown: { at: number; text: string }[] = await page.evaluate(
      async ({ chatId, chatPath, run }) => {
        const form = new URLSearchParams({ intent: "send", text: `What is a land register? (${run})`, model: "kolleague-local" });
        await fetch(chatPath, { method: "POST", body: form, redirect: "manual" });
        const response = await fetch(`/resources/chat/${chatId}/stream`);
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        const seen: { at: number; text: string }[] = [];
        let text = "";
        let buffer = "";
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const at = performance.timeOrigin + performance.now();
          buffer += value;
          const lines = buffer.split("\n");
          buffer = lines.pop() ?? "";
          for (const line of lines.filter((l) => l.trim() !== "")) {
            const event = JSON.parse(line) as { type: string; delta?: string; parts?: { type: string; text?: string }[] };
            if (event.type === "text-delta") text += event.delta;
            // Inline, not a named helper: tsx would wrap a named function in __name(), which the page lacks.
            else if (event.parts) text = event.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
            seen.push({ at, text });
          }
        }
        return seen;
      },
      { chatId, chatPath, run },
    );
    // Word i is on screen once the text reaches its end (the stand-in's own split into words).
    const words = wordTokens(shown.at(-1)?.text ?? "");
    const receivedAt = words.map((_, index) => {
      const end = words
        .slice(0, index + 1)
        .join("")
        .trimEnd().length;
      return shown.find((s) => s.text.length >= end)!.at;
    });
    const sentAt = standIn.control.requests().at(-1)?.sentAt ?? [];
    if (sentAt.length !== receivedAt.length) throw new Error(`sent ${sentAt.length} words, the browser read ${receivedAt.length}`);
    receivedAt.forEach((at, index) => latencies.push(at - sentAt[index]!));
  }
  await browser.close();

  console.log(
    `  token → browser (stand-in writes a word → the page's fetch reads it): median ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))} (${latencies.length} words, ${ANSWERS} answers)`,
  );
  console.log(
    `  conversation page JS: ${(chatPage / 1024).toFixed(1)} KB gzip, landing page ${(landing / 1024).toFixed(1)} KB: ${((chatPage - landing) / 1024).toFixed(1)} KB above`,
  );
  console.log(`  JS off, form post → 303: median ${ms(percentile(posts, 0.5))}, p95 ${ms(percentile(posts, 0.95))} (${POSTS} posts)`);
} finally {
  app.kill("SIGTERM");
  await standIn.stop();
  await backend.stop();
}
