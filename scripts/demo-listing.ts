// `npm run dev`: the demo account's first conversation is the sample exposé (fixtures/listings/), asked
// through the real chat form once the app is up, so a newcomer sees the colleague read a listing, the
// card with found and assumed values and a save waiting for approval. Runs only while the demo account has
// no conversation, so a restart never adds a second one; it never fails the dev start.
import { readFileSync } from "node:fs";
import { localAdmin, localSession } from "./local-session";

const DEMO_USER_ID = "d0d0d0d0-0000-4000-8000-000000000001";
const [appUrl = "http://localhost:5173", backendUrl = "http://127.0.0.1:54321"] = process.argv.slice(2);

async function main() {
  const { count, error } = await localAdmin(backendUrl).from("chats").select("id", { count: "exact", head: true }).eq("user_id", DEMO_USER_ID);
  if (error) throw new Error(error.message);
  if (count) return;
  const { cookie } = await localSession(backendUrl, "demo@kolleague.local", "kolleague-demo");
  const form = new FormData();
  form.append("intent", "send");
  form.append("model", (process.env.AI_MODELS ?? "kolleague-local=").split("=")[0]!.trim());
  form.append("text", "Lohnt sich diese Wohnung zum Vermieten? Rechne sie durch und speichere sie als „Leipzig-Gohlis“.");
  form.append("listingText", "");
  const pdf = readFileSync(new URL("../fixtures/listings/expose-leipzig-de.pdf", import.meta.url));
  form.append("listing", new Blob([pdf], { type: "application/pdf" }), "expose-leipzig-de.pdf");
  // The app's cross-site check wants the request to come from its own origin, as a browser's form post does.
  const response = await fetch(`${appUrl}/de/ai-chat?index`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: new URL(appUrl).origin },
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`the chat answered ${response.status}`);
  console.log(`Demo: the sample exposé is in the demo account's chat at ${new URL(response.headers.get("location") ?? "/de/ai-chat", appUrl)}`);
}

main().catch((error: unknown) => console.log(`Demo: the sample listing was not added (${error instanceof Error ? error.message : String(error)}).`));
