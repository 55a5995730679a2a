// `npx tsx standins/stripe/cli.ts --port 12111 --webhook-url http://localhost:5173/webhooks/stripe`
// Secret from STRIPE_WEBHOOK_SECRET (the app verifies with the same value). Stops on SIGINT/SIGTERM.
import { parseArgs } from "node:util";
import { startStripeStandIn } from "./index";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.STRIPE_STANDIN_PORT ?? "12111" },
    host: { type: "string", default: "127.0.0.1" },
    "webhook-url": { type: "string", default: process.env.STRIPE_WEBHOOK_URL },
    quiet: { type: "boolean", default: false },
  },
});

const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!webhookSecret?.startsWith("whsec_")) {
  console.error("Set STRIPE_WEBHOOK_SECRET (whsec_…): the stand-in signs its webhooks with it.");
  process.exit(1);
}

const standIn = await startStripeStandIn({
  port: Number(values.port),
  host: values.host,
  webhookUrl: values["webhook-url"],
  webhookSecret,
  quiet: values.quiet,
});
console.log(`Stripe stand-in on ${standIn.url} (state in memory: a restart forgets customers and subscriptions)`);

const shutdown = () => void standIn.stop().then(() => process.exit(0));
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
