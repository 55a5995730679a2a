import { parseArgs } from "node:util";
import { DEFAULT_PORT, startMetaStandIn } from "./index";

const { values } = parseArgs({ options: { port: { type: "string" }, host: { type: "string" } } });
const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
if (!Number.isInteger(port) || port < 0) {
  console.error("Usage: tsx standins/meta/cli.ts [--port N] [--host H]");
  process.exit(1);
}
const standIn = await startMetaStandIn({ port, host: values.host });
console.log(`Meta pixel and Conversions API stand-in on ${standIn.url}`);
const shutdown = () => void standIn.stop().then(() => process.exit(0));
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
