import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import type { StripeStandIn } from "../../standins/stripe/index";
import { startBillingApp } from "../support/billing";
import { FIXED_PLAN_LIMITS } from "../../app/features/billing/plans";

let app: RunningApp;
let standIn: StripeStandIn;
let stop: () => Promise<void>;
let offline: RunningApp;
let stalled: RunningApp;
/** Stripe that accepts connections and never answers; counts them. */
const stalledStripe = createServer((socket) => {
  stalledConnections += 1;
  sockets.add(socket);
});
let stalledConnections = 0;
const sockets = new Set<Socket>();

beforeAll(async () => {
  ({ app, standIn, stop } = await startBillingApp());
  // Nothing listens on port 9 (discard): Stripe does not answer.
  offline = await startApp({ STRIPE_API_URL: "http://127.0.0.1:9" });
  await new Promise<void>((resolve) => stalledStripe.listen(0, "127.0.0.1", resolve));
  stalled = await startApp({ STRIPE_API_URL: `http://127.0.0.1:${(stalledStripe.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await Promise.all([stop(), offline.stop(), stalled.stop()]);
  for (const socket of sockets) socket.destroy();
  stalledStripe.close();
});

const text = async (url: string) => (await (await fetch(url)).text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("/pricing", () => {
  it("shows both plans with Stripe's prices, the annual saving, the trial and VAT, in German and English", async () => {
    const de = await text(`${app.url}/de/pricing`);
    expect(de).toMatch(/9,99\s€ pro Monat oder 99,00\s€ pro Jahr \(du sparst 20,88\s€, 17 %\)/);
    expect(de).toContain("Teste Plus 14 Tage kostenlos");
    expect(de).toContain("Alle Preise in Euro inklusive Umsatzsteuer");
    expect(de).toContain("300 Chat-Nachrichten je 24 Stunden");
    const en = await text(`${app.url}/pricing`);
    expect(en).toMatch(/€9\.99 per month or €99\.00 per year \(you save €20\.88, 17%\)/);
    expect(en).toContain("All prices in euros, including VAT");
    expect(standIn.url).toMatch(/^http:/);
  });

  it("still renders, with a clear note and no order links, when Stripe does not answer", async () => {
    const response = await fetch(`${offline.url}/de/pricing`);
    expect(response.status).toBe(200);
    const page = (await response.text()).replace(/<[^>]+>/g, " ");
    expect(page).toContain("Wir können die aktuellen Preise gerade nicht anzeigen");
    expect(page).toContain("Kostenlos");
    expect(page).not.toContain("Jährlich wählen");
  });

  it("does not wait for a Stripe that stalls, and visitors meanwhile share one price read", async () => {
    const pages = await Promise.all([1, 2, 3].map(async () => (await fetch(`${stalled.url}/pricing`)).text()));
    for (const page of pages) expect(page.replace(/<[^>]+>/g, " ")).toContain("We cannot show the current prices right now");
    // Unbounded, each visitor waited for the SDK's three tries of 10 s, each with its own connections.
    expect(stalledConnections).toBe(1);
  });
});

describe("the landing page's comparison", () => {
  it("promises each plan's own comparison size, from the plan table", async () => {
    const { free, plus } = FIXED_PLAN_LIMITS;
    expect(await text(`${app.url}/`)).toContain(
      `Put up to ${plus.comparisonSize} properties or financing scenarios side by side on the same assumptions (with Plus; ${free.comparisonSize} without)`,
    );
    expect(await text(`${app.url}/de`)).toContain(
      `Stell bis zu ${plus.comparisonSize} Immobilien oder Finanzierungsvarianten mit denselben Annahmen nebeneinander (mit Plus, sonst ${free.comparisonSize})`,
    );
  });
});

describe("the statutory buttons", () => {
  it("are in the footer of public, sign-in and error pages, linking to pages that need no sign-in", async () => {
    for (const path of ["/", "/de/login", "/de/does-not-exist", "/terms"]) {
      const html = await (await fetch(app.url + path)).text();
      expect(html, path).toMatch(/href="(\/de)?\/cancel-contract"/);
      expect(html, path).toMatch(/href="(\/de)?\/withdraw"/);
    }
    for (const path of ["/cancel-contract", "/de/withdraw"]) expect((await fetch(app.url + path, { redirect: "manual" })).status).toBe(200);
  });
});
