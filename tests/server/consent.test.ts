import { randomInt } from "node:crypto";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, anonymousClient, userClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { appTestEnv, metaTestEnv } from "../support/test-env";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ ANALYTICS_PLAUSIBLE_DOMAIN: "kolleague.example" });
});
afterAll(() => app.stop());

// The script is Plausible's manual one (it sends the address without its query); it loads only on public pages.
const ANALYTICS = /<script[^>]+src="https:\/\/plausible\.io\/js\/script(\.manual)?\.js"/;

async function choose(body: Record<string, string>, cookie = "", on: RunningApp = app) {
  const response = await fetch(`${on.url}/resources/consent`, {
    method: "POST",
    body: new URLSearchParams({ redirectTo: "/de/imprint", ...body }),
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/de/imprint");
  return (
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith("consent="))
      ?.split(";")[0] ?? ""
  );
}

const page = (cookie = "", path = "/de/imprint") => fetch(`${app.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.text());

describe("cookie consent", () => {
  it("asks on the first visit and loads no analytics before a choice", async () => {
    const html = await page("", "/de/blog");
    expect(html).toContain("Alle akzeptieren");
    expect(html).toContain("Alle ablehnen");
    expect(html).not.toMatch(ANALYTICS);
  });

  it("loads analytics (with the page's nonce) only after consent, and stops after revoking", async () => {
    const accepted = await choose({ intent: "accept-all" });
    const response = await fetch(`${app.url}/de/blog`, { headers: { Cookie: accepted } });
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(html).toMatch(
      new RegExp(
        `<script defer="" data-domain="kolleague.example" src="https://plausible.io/js/script.manual.js" nonce="${nonce?.replace(/[+/=]/g, "\\$&")}"`,
      ),
    );
    expect(html).not.toContain("Alle ablehnen");
    expect(response.headers.get("content-security-policy")).toMatch(/connect-src 'self' https:\/\/plausible\.io/);

    const revoked = await choose({ intent: "save", marketing: "on" }, accepted);
    expect(await page(revoked, "/de/blog")).not.toMatch(ANALYTICS);
  });

  it("stores the choice with the text version and the time, signed, for a year", async () => {
    const response = await fetch(`${app.url}/resources/consent`, {
      method: "POST",
      body: new URLSearchParams({ intent: "reject-all", redirectTo: "/" }),
      redirect: "manual",
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("consent=")) ?? "";
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(await page(cookie.split(";")[0], "/")).not.toMatch(ANALYTICS);
    const forged = `consent=${Buffer.from(JSON.stringify({ version: "2026-11-22", at: "x", analytics: true, marketing: true })).toString("base64")}`;
    expect(await page(forged)).not.toMatch(ANALYTICS);
  });

  it("shows the current choice on the settings page", async () => {
    const rejected = await choose({ intent: "reject-all" });
    const html = await page(rejected, "/cookies");
    expect(html).toMatch(/Your current choice \(version 2026-11-24\+plausible, saved \d{1,2} \w+ \d{4}\): analytics off\./);
  });

  it("names only the categories offered: accepting all says nothing of a marketing category that is not configured", async () => {
    const accepted = await choose({ intent: "accept-all" });
    expect(await page(accepted, "/cookies")).toMatch(/\(version 2026-11-24\+plausible, saved \d{1,2} \w+ \d{4}\): analytics on\./);
    expect(await page(accepted, "/de/cookies")).toMatch(/\(Version 2026-11-24\+plausible, gespeichert am \d{1,2}\. \w+ \d{4}\): Statistik an\./);
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The rows recorded for one device's consent id, oldest first. */
async function records(consentId: string) {
  const { data, error } = await adminClient()
    .from("consent_records")
    .select("version, analytics, marketing, chosen_at")
    .eq("consent_id", consentId)
    .order("id");
  if (error) throw new Error(error.message);
  return data;
}

/** The consent cookie as the test apps sign it. */
const signedConsentCookie = () => createCookie("consent", { secrets: [appTestEnv(0).SESSION_SECRET!] });

/** The record id a consent cookie carries. */
const signedConsentId = async (cookie: string) => ((await signedConsentCookie().parse(cookie)) as { id: string }).id;

/** The record id the settings page shows for a consent cookie. */
const recordIdOf = async (cookie: string) => /recorded under the ID ([0-9a-f-]{36})\./.exec(await page(cookie, "/cookies"))?.[1] ?? "";

describe("the record of each choice (Art. 7(1) GDPR)", () => {
  it("writes every choice to the database under the id its cookie carries, which later choices on the device keep", async () => {
    const accepted = await choose({ intent: "accept-all" });
    const id = await recordIdOf(accepted);
    expect(id).toMatch(UUID);
    const [given] = await records(id);
    // "Accept all" says yes to what runs here: analytics; no pixel is configured.
    expect(given).toMatchObject({ version: "2026-11-24+plausible", analytics: true, marketing: false });
    // The recorded time is the cookie's, to the millisecond.
    const stored = (await signedConsentCookie().parse(accepted)) as { id: string; at: string };
    expect(stored.id).toBe(id);
    expect(Date.parse(given!.chosen_at)).toBe(Date.parse(stored.at));

    const withdrawn = await choose({ intent: "reject-all" }, accepted);
    expect(await recordIdOf(withdrawn)).toBe(id);
    expect((await records(id)).map((row) => [row.analytics, row.marketing])).toEqual([
      [true, false],
      [false, false],
    ]);
    // Another device gets an id of its own.
    expect(await recordIdOf(await choose({ intent: "accept-all" }))).not.toBe(id);
  });

  it("is the server's alone: neither a visitor nor a signed-in user reads or writes it through the database API", async () => {
    const row = { consent_id: crypto.randomUUID(), version: "2026-11-24", analytics: true, marketing: true };
    const user = await signedInUser();
    for (const client of [anonymousClient(), await userClient(user.email, user.password)]) {
      expect((await client.from("consent_records").insert(row)).error?.message).toMatch(/permission denied/);
      expect((await client.from("consent_records").select("consent_id").limit(1)).error?.message).toMatch(/permission denied/);
    }
    expect(await records(row.consent_id)).toEqual([]);
  });

  it("does not rely on a consent cookie without a record id: the visitor is asked again", async () => {
    const signed = signedConsentCookie();
    const unrecorded = (
      await signed.serialize({ version: "2026-11-24+plausible", at: new Date().toISOString(), analytics: true, marketing: true })
    ).split(";")[0];
    const html = await page(unrecorded, "/de/blog");
    expect(html).toContain("Alle akzeptieren");
    expect(html).not.toMatch(ANALYTICS);
    // A refusal without one still holds: nothing runs on it.
    const refusal = (
      await signed.serialize({ version: "2026-11-24+plausible", at: new Date().toISOString(), analytics: false, marketing: false })
    ).split(";")[0];
    expect(await page(refusal, "/de/blog")).not.toContain("Alle akzeptieren");
  });

  it("grants nothing it could not record and says so; a refusal is stored all the same", async () => {
    // An instance whose database cannot be reached (public pages render without it).
    const down = await startApp({ ANALYTICS_PLAUSIBLE_DOMAIN: "kolleague.example", SUPABASE_URL: "http://127.0.0.1:9" });
    try {
      const accepted = await fetch(`${down.url}/resources/consent`, {
        method: "POST",
        body: new URLSearchParams({ intent: "accept-all", redirectTo: "/de/imprint" }),
        redirect: "manual",
      });
      expect(accepted.status).toBe(303);
      expect(accepted.headers.getSetCookie().some((c) => c.startsWith("consent="))).toBe(false);
      const next = accepted.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const html = await fetch(`${down.url}/de/imprint`, { headers: { Cookie: next } }).then((r) => r.text());
      expect(html).toContain("Deine Wahl konnte nicht gespeichert werden");
      expect(html).toContain("Alle akzeptieren");
      expect(html).not.toMatch(ANALYTICS);

      const cookie = await choose({ intent: "reject-all" }, "", down);
      expect(cookie).not.toBe("");
      expect(await fetch(`${down.url}/de/imprint`, { headers: { Cookie: cookie } }).then((r) => r.text())).not.toContain("Alle akzeptieren");

      // A consent recorded earlier is withdrawn all the same, and the settings page does not claim a record of that.
      const given = await choose({ intent: "accept-all" });
      const after = await choose({ intent: "save" }, given, down);
      expect(await fetch(`${down.url}/de/blog`, { headers: { Cookie: after } }).then((r) => r.text())).not.toMatch(ANALYTICS);
      const settings = await fetch(`${down.url}/cookies`, { headers: { Cookie: after } }).then((r) => r.text());
      expect(settings).toContain("analytics off");
      expect(settings).toContain("could not be recorded on our server, but it applies all the same");
      expect(await signedConsentId(after)).toBe(await signedConsentId(given));
    } finally {
      await down.stop();
    }
  });
});

describe("the limit on consent records", () => {
  it("caps the rows a visitor adds; a withdrawal past the cap still applies, unrecorded, and a new consent is refused", async () => {
    const limited = await startApp({ RATE_LIMIT_CONSENT_IP: "1/10m" });
    try {
      const accepted = await choose({ intent: "accept-all" }, "", limited);
      const id = await signedConsentId(accepted);
      const withdrawn = await choose({ intent: "reject-all" }, accepted, limited);
      expect(await signedConsentId(withdrawn)).toBe(id);
      const settings = await fetch(`${limited.url}/cookies`, { headers: { Cookie: withdrawn } }).then((r) => r.text());
      expect(settings).toContain("analytics off");
      expect(settings).toContain("could not be recorded on our server, but it applies all the same");
      expect((await records(id)).map((row) => row.analytics)).toEqual([true]);
      // Allowing again is past the limit: refused, the withdrawal stays.
      expect(await choose({ intent: "accept-all" }, withdrawn, limited)).toBe("");
      expect(await records(id)).toHaveLength(1);
    } finally {
      await limited.stop();
    }
  });
});

describe("with neither analytics nor a pixel configured", () => {
  it("asks for nothing: no banner, and the settings page says there is nothing to choose; a posted 'accept all' grants nothing", async () => {
    const bare = await startApp({ ANALYTICS_PLAUSIBLE_DOMAIN: undefined });
    try {
      const get = (path: string, cookie = "") => fetch(`${bare.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.text());
      for (const path of ["/", "/de/imprint"]) {
        const html = await get(path);
        expect(html, path).not.toContain('aria-labelledby="consent-title"');
        expect(html, path).not.toMatch(/Accept all|Alle akzeptieren/);
      }
      const settings = await get("/cookies");
      expect(settings).toContain("there is nothing to choose here");
      expect(settings).toMatch(/<meta name="description" content="Kolleague currently uses no optional cookies/);
      expect(settings).not.toContain('value="accept-all"');
      expect(await get("/de/cookies")).toContain("Deshalb gibt es hier nichts zu wählen.");

      // A form posted from an older page: what it records is what runs, nothing.
      const accepted = await choose({ intent: "accept-all" }, "", bare);
      const [row] = await records(await signedConsentId(accepted));
      expect(row).toMatchObject({ version: "2026-11-24", analytics: false, marketing: false });
    } finally {
      await bare.stop();
    }
  });
});

/** The banner's first layer: its title and the text above the buttons (what a visitor reads before choosing). */
function firstLayer(html: string): string {
  const section = /<section[^>]*aria-labelledby="consent-title"[\s\S]*?<form/.exec(html)?.[0] ?? "";
  return section
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

const NEVER_WITH_MARKETING = [/anonym/i, /no advertising profiles/i, /keine Werbeprofile/i];

describe("the banner with an advertising pixel configured", () => {
  let withPixel: RunningApp;
  beforeAll(async () => {
    // No analytics here, so the texts that follow it are checked too.
    withPixel = await startApp({ ...metaTestEnv(`8${String(randomInt(1e9)).padStart(14, "0")}`), ANALYTICS_PLAUSIBLE_DOMAIN: undefined });
  });
  afterAll(() => withPixel.stop());

  const get = (path: string, cookie = "") => fetch(`${withPixel.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.text());

  it("names Meta, advertising measurement, joint controllership and the transfer to the USA in its first layer, in both languages", async () => {
    const en = firstLayer(await get("/"));
    expect(en).toMatch(/Meta Pixel/);
    expect(en).toMatch(/measure our advertising/);
    expect(en).toMatch(/joint controllers/);
    expect(en).toMatch(/USA/);
    expect(en).toMatch(/Our server reports a sign-up or a new membership to Meta/);
    expect(en).not.toMatch(/Plausible/);
    const de = firstLayer(await get("/de"));
    expect(de).toMatch(/Meta-Pixel/);
    expect(de).toMatch(/messen wir unsere Werbung/);
    expect(de).toMatch(/gemeinsam verantwortlich/);
    expect(de).toMatch(/USA/);
  });

  it("says nothing anonymous and nothing about 'no advertising profiles' on the banner, the settings page or the privacy policy", async () => {
    for (const path of ["/", "/de", "/cookies", "/de/cookies", "/privacy", "/de/privacy"]) {
      const html = await get(path);
      for (const pattern of NEVER_WITH_MARKETING) expect(html, `${path} ${pattern}`).not.toMatch(pattern);
    }
  });

  it("offers accept and reject as the same kind of button, and only the categories that run", async () => {
    const html = await get("/de");
    const accept = /<button[^>]*value="accept-all"[^>]*>/.exec(html)?.[0];
    const reject = /<button[^>]*value="reject-all"[^>]*>/.exec(html)?.[0];
    expect(accept?.replace("accept-all", "X")).toBe(reject?.replace("reject-all", "X"));
    expect(html).toContain('name="marketing"');
    expect(html).not.toContain('name="analytics"');
  });

  it("writes the privacy policy's analytics paragraph from the same configuration that loads the script", async () => {
    const accepted = await fetch(`${withPixel.url}/resources/consent`, {
      method: "POST",
      body: new URLSearchParams({ intent: "accept-all", redirectTo: "/privacy" }),
      redirect: "manual",
    });
    const cookie =
      accepted.headers
        .getSetCookie()
        .find((c) => c.startsWith("consent="))
        ?.split(";")[0] ?? "";
    expect(await get("/privacy", cookie)).not.toMatch(ANALYTICS);
    expect(await get("/privacy")).toContain("We currently use no analytics tool.");
    expect(await get("/de/privacy")).toContain("Derzeit setzen wir kein Analyse-Werkzeug ein.");
    // Section 3.8 says where the pixel runs and that Meta's automatic events are off, as the code does.
    expect(await get("/privacy")).toContain("automatic event collection is switched off");
    expect(await get("/de/privacy")).toContain("nie auf Seiten nach der Anmeldung, im Chat, im Bestellvorgang");
  });
});

describe("without an advertising pixel", () => {
  it("the banner does not mention Meta and offers no marketing category", async () => {
    for (const path of ["/", "/de"]) {
      const html = await page("", path);
      expect(firstLayer(html)).not.toMatch(/Meta/);
      expect(firstLayer(html)).toMatch(/Plausible Analytics/);
      expect(html).not.toContain('name="marketing"');
      for (const pattern of NEVER_WITH_MARKETING) expect(html).not.toMatch(pattern);
    }
  });

  it("the privacy policy names the analytics tool the configuration loads", async () => {
    expect(await page("", "/privacy")).toMatch(/analytics.{1,8} category do we load Plausible Analytics \(Plausible Insights OÜ, Tartu, Estonia\)/);
    expect(await page("", "/de/privacy")).toContain("laden wir Plausible Analytics (Plausible Insights OÜ, Tartu, Estonia)");
  });
});

describe("the pages that may carry the pixel", () => {
  it("are public pages that opt in by their route handle; no private, sign-in, checkout, cancellation or withdrawal page does", async () => {
    const { productionBuild } = await import(/* @vite-ignore */ `../../${process.env.BUILD_DIR ?? "build"}/server/index.js`);
    const build = (await productionBuild()) as { routes: Record<string, { id: string; module: { handle?: { advertisingPixel?: boolean } } }> };
    const carrying = Object.values(build.routes)
      .filter((route) => route.module.handle?.advertisingPixel === true)
      .map((route) => route.id)
      .sort();
    expect(carrying).toEqual([
      "routes/($lang)._default._index",
      "routes/($lang)._default.blog.$slug",
      "routes/($lang)._default.blog._index",
      "routes/($lang)._default.calculator",
      "routes/($lang)._default.pricing",
    ]);
  });
});

describe("the auth pages", () => {
  it("link the cookie settings like every other layout", async () => {
    for (const [path, link] of [
      ["/login", 'href="/cookies"'],
      ["/signup", 'href="/cookies"'],
      ["/de/reset", 'href="/de/cookies"'],
    ] as const) {
      expect(await page("", path), path).toContain(link);
    }
  });

  it("sign-up points to the terms and the privacy policy next to the button, with links in the page's language", async () => {
    const en = await page("", "/signup");
    expect(en).toMatch(
      /By signing up you agree to our <a[^>]*href="\/terms"[^>]*>terms and conditions<\/a>\. How we process your data is explained in our <a[^>]*href="\/privacy"[^>]*>privacy policy<\/a>/,
    );
    const de = await page("", "/de/signup");
    expect(de).toMatch(/Mit deiner Registrierung gelten unsere <a[^>]*href="\/de\/terms"[^>]*>AGB<\/a>/);
    expect(de).toMatch(/<a[^>]*href="\/de\/privacy"[^>]*>Datenschutzerklärung<\/a>/);
    // No pre-ticked (or any) checkbox: the notice is the incorporation (§ 305 (2) BGB).
    const signupForm = /<form[^>]*id="signup"[\s\S]*?<\/form>/.exec(en)?.[0] ?? "";
    expect(signupForm).toContain("terms and conditions");
    expect(signupForm).not.toMatch(/type="checkbox"/);
  });

  it("the privacy policy no longer requires a name at sign-up, which asks for none", async () => {
    const en = await page("", "/privacy");
    expect(en).not.toContain("without a name and e-mail address");
    expect(en).toContain("sign-up asks for nothing else");
    const de = await page("", "/de/privacy");
    expect(de).not.toContain("ohne Name und E-Mail-Adresse");
    expect(de).toContain("mehr fragt die Registrierung nicht ab");
    expect(await page("", "/signup")).not.toMatch(/name="(full_?name|name)"/);
  });
});
