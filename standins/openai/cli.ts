import { parseArgs } from "node:util";
import { DEFAULT_DELAY_MS, startOpenAIStandIn } from "./index";

const USAGE = `Usage: tsx standins/openai/cli.ts [--port N] [--host H] [--delay-ms N] [--quiet]
  --port      listen port (default 54329; 0 picks a free one)
  --host      listen address (default 127.0.0.1)
  --delay-ms  pause after each streamed word (default ${DEFAULT_DELAY_MS})`;

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    "delay-ms": { type: "string" },
    quiet: { type: "boolean" },
    help: { type: "boolean" },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const number = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    console.error(`${name} must be a whole number >= 0\n${USAGE}`);
    process.exit(1);
  }
  return parsed;
};

const standIn = await startOpenAIStandIn({
  port: number(values.port, "--port"),
  host: values.host,
  delayMs: number(values["delay-ms"], "--delay-ms"),
  quiet: values.quiet,
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await standIn.stop();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
