/**
 * `npm run bench` figure: how long a word takes from the stand-in writing it to `streamText` (the real
 * `@ai-sdk/openai` chat model) yielding it, in one process on loopback. The app's token-to-browser figure
 * adds its own hops on top of this; the stand-in's `sentAt` log is what such a figure compares against.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";
import { startOpenAIStandIn } from "./index";

const RUNS = 10;
const DELAY_MS = 25;

const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

const standIn = await startOpenAIStandIn({ port: 0, delayMs: DELAY_MS, quiet: true });
const provider = createOpenAI({ baseURL: standIn.baseURL, apiKey: standIn.apiKey });
const latencies: number[] = [];
const firstWord: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const started = now();
    const receivedAt: number[] = [];
    const result = streamText({ model: provider.chat("kolleague-local"), prompt: `How do I finance a flat? (${run})` });
    for await (const part of result.stream) {
      if (part.type === "text-delta" && part.text) receivedAt.push(now());
    }
    const sentAt = standIn.control.requests().at(-1)?.sentAt ?? [];
    if (sentAt.length !== receivedAt.length) throw new Error(`sent ${sentAt.length} words, received ${receivedAt.length}`);
    receivedAt.forEach((at, index) => latencies.push(at - sentAt[index]!));
    firstWord.push(receivedAt[0]! - started);
  }
} finally {
  await standIn.stop();
}
latencies.sort((a, b) => a - b);
firstWord.sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  `  word written → streamText yields it: median ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))} (${latencies.length} words, ${RUNS} answers, ${DELAY_MS} ms pacing)`,
);
console.log(`  request → first word: median ${ms(percentile(firstWord, 0.5))}`);
