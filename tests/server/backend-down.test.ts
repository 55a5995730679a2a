import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLinkMac } from "../../app/lib/link-mac.server";
import { createTokenSigner } from "../../app/features/newsletter/tokens.server";
import { startLocalBackend, type LocalBackend } from "../../supabase/local/src/index";
import { restartPort, startApp, type RunningApp } from "../support/app-server";
import { postForm } from "../support/http";
import { appTestEnv, TEST_SEND_EMAIL_HOOK_SECRET } from "../support/test-env";

// A backend of its own on a persistent data folder, so it can be stopped and started again under the app.
const dataDir = mkdtempSync(join(tmpdir(), "kolleague-down-"));
let backendPort: number;
let backend: LocalBackend | null = null;
let app: RunningApp;
let userId: string;
const credentials = { email: `down-${Date.now()}@example.test`, password: "backend-down-password-123" };

// The backend's Send Email Hook as it is while the mail server hangs: it accepts and never answers, so Auth gives up on it.
let hangingHook: Server;
const held: ServerResponse[] = [];
const hookEnv = () => ({
  ...process.env,
  SEND_EMAIL_HOOK_URI: `http://127.0.0.1:${(hangingHook.address() as AddressInfo).port}/hook`,
  SEND_EMAIL_HOOK_SECRET: TEST_SEND_EMAIL_HOOK_SECRET,
});

const startBackend = async () => (backend ??= await startLocalBackend({ port: backendPort, smtpPort: 0, quiet: true, dataDir, env: hookEnv() }));
const stopBackend = async () => {
  await backend?.stop();
  backend = null;
};

async function signIn(): Promise<string> {
  const login = await fetch(`${app.url}/login`, {
    method: "POST",
    headers: { Origin: app.url },
    body: new URLSearchParams(credentials),
    redirect: "manual",
  });
  expect(login.status).toBe(302);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  hangingHook = createServer((_request, response) => void held.push(response));
  await new Promise<void>((resolve) => hangingHook.listen(0, "127.0.0.1", resolve));
  backendPort = restartPort();
  await startBackend();
  // Each test signs in afresh: more sign-ins than the per-address limit allows in its window.
  app = await startApp({ SUPABASE_URL: `http://127.0.0.1:${backendPort}`, RATE_LIMIT_AUTH_SIGNIN_EMAIL: "50/15m" });
  const admin = createClient(`http://127.0.0.1:${backendPort}`, LOCAL_SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const created = await admin.auth.admin.createUser({ ...credentials, email_confirm: true });
  expect(created.error).toBeNull();
  userId = created.data.user!.id;
}, 120_000);

beforeEach(startBackend);

afterAll(async () => {
  await app?.stop();
  await stopBackend();
  for (const response of held) response.destroy();
  hangingHook?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("with the backend down", () => {
  it("sign-out still clears this device's session cookies and says the server could not be reached", async () => {
    const cookie = await signIn();
    expect(cookie).toMatch(/sb-/);
    await stopBackend();

    const response = await fetch(`${app.url}/logout`, { method: "POST", headers: { Origin: app.url, Cookie: cookie }, redirect: "manual" });
    expect(response.status).toBe(302);
    const cleared = response.headers.getSetCookie().filter((c) => c.startsWith("sb-"));
    expect(cleared.length).toBeGreaterThan(0);
    for (const set of cleared) expect(set).toMatch(/Max-Age=0/i);

    const home = await fetch(`${app.url}/`, {
      headers: {
        Cookie: response.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
      },
    });
    expect(await home.text()).toMatch(/signed out on this device/);
  });

  it("a signed-in page answers at once instead of waiting for timeouts, and public pages keep working", async () => {
    const cookie = await signIn();
    await stopBackend();
    const started = performance.now();
    const page = await fetch(`${app.url}/app`, { headers: { Cookie: cookie }, redirect: "manual" });
    const html = await page.text();
    // Never "you have none": either the whole page is the localized 503 (the session cannot be checked), or
    // the section says it could not load (when only the data query failed).
    if (page.status === 503) expect(html).toContain("Temporarily unavailable");
    else expect(html).toContain("Your calculations couldn&#x27;t be loaded");
    expect(html).not.toContain("You have no saved calculations yet");
    // A refused connection is answered at once, never after the fetch timeout (8 s) and retries.
    expect(performance.now() - started).toBeLessThan(4_000);
    expect((await fetch(`${app.url}/`)).status).toBe(200);
    expect((await fetch(`${app.url}/de/imprint`)).status).toBe(200);

    await startBackend();
    expect((await fetch(`${app.url}/app`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
  });
});

/** Runs `run` while these tables cannot be read: sign-in works, queries of them fail. */
async function withHidden<T>(tables: string[], run: () => Promise<T>): Promise<T> {
  for (const table of tables) await backend!.db.exec(`alter table public.${table} rename to ${table}_hidden`);
  try {
    return await run();
  } finally {
    for (const table of tables) await backend!.db.exec(`alter table public.${table}_hidden rename to ${table}`);
  }
}

describe("with one table the backend cannot read", () => {
  // Sign-in works, but reads of these tables fail (as when a query errors or times out): every page must
  // say so instead of showing the empty state.
  it("/app's section, /calculations and /compare say they could not load; never 'you have none'", async () => {
    const cookie = await signIn();
    await withHidden(["calculations"], async () => {
      const home = await fetch(`${app.url}/app`, { headers: { Cookie: cookie } });
      expect(home.status).toBe(200);
      const homeHtml = await home.text();
      expect(homeHtml).toContain("Your calculations couldn&#x27;t be loaded");
      expect(homeHtml).not.toContain("You have no saved calculations yet");

      const list = await fetch(`${app.url}/calculations`, { headers: { Cookie: cookie } });
      expect(list.status).toBe(503);
      const listHtml = await list.text();
      expect(listHtml).toContain("Temporarily unavailable");
      expect(listHtml).not.toContain("You have no saved calculations yet");

      const compare = await fetch(`${app.url}/de/compare?ids=${crypto.randomUUID()},${crypto.randomUUID()}`, { headers: { Cookie: cookie } });
      expect(compare.status).toBe(503);
      expect(await compare.text()).not.toContain("Noch nichts zu vergleichen");
    });
    // Recovery needs no restart.
    expect((await fetch(`${app.url}/calculations`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("an attached listing's download says 'temporarily unavailable' (503), not 'not found' or an error", async () => {
    const cookie = await signIn();
    await withHidden(["chat_attachments"], async () => {
      const download = await fetch(`${app.url}/resources/attachments/${crypto.randomUUID()}`, { headers: { Cookie: cookie } });
      expect(download.status).toBe(503);
      expect(download.headers.get("retry-after")).toBe("30");
    });
  });

  it("the signed-in user's avatar says 'temporarily unavailable' (503), not 'not found'", async () => {
    const cookie = await signIn();
    await withHidden(["profiles"], async () => {
      const avatar = await fetch(`${app.url}/resources/avatar/${userId}`, { headers: { Cookie: cookie } });
      expect(avatar.status).toBe(503);
      expect(avatar.headers.get("retry-after")).toBe("30");
    });
    // Back: no avatar uploaded, so "not found" again.
    expect((await fetch(`${app.url}/resources/avatar/${userId}`, { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it("settings say the preferences could not load instead of offering defaults to save over them", async () => {
    const cookie = await signIn();
    const html = await withHidden(["profiles"], async () => {
      const page = await fetch(`${app.url}/my/settings`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      return page.text();
    });
    expect(html).toContain("Your language and colour scheme couldn&#x27;t be loaded.");
    expect(html).not.toContain('id="preferences"');
    const after = await (await fetch(`${app.url}/my/settings`, { headers: { Cookie: cookie } })).text();
    expect(after).toContain('id="preferences"');
  });
});

describe("what was typed survives a backend that cannot answer", () => {
  it("the chat keeps the question and says the chat is unavailable (503), without and with JavaScript", async () => {
    const cookie = await signIn();
    await stopBackend();
    // The page itself stays (the list says it could not load), so a question can still be typed into it.
    const page = await fetch(`${app.url}/ai-chat`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="new-chat"');

    const question = { intent: "send", text: "What does a notary cost in Bavaria?", model: "kolleague-local" };
    const english = await postForm(app, "/ai-chat?index", question, { Cookie: cookie });
    expect(english.status).toBe(503);
    const html = await english.text();
    expect(html).toContain("The chat is unavailable right now. Please try again.");
    expect(html).toContain("What does a notary cost in Bavaria?");

    const german = await postForm(app, "/de/ai-chat?index", { ...question, text: "Was kostet ein Notar?" }, { Cookie: cookie });
    expect(german.status).toBe(503);
    const germanHtml = await german.text();
    expect(germanHtml).toContain("Der Chat ist gerade nicht erreichbar");
    expect(germanHtml).toContain("Was kostet ein Notar?");

    // With JavaScript the form posts as a data request: the same answer, not a thrown error.
    const data = await postForm(app, "/ai-chat.data?index", question, { Cookie: cookie });
    expect(data.status).toBe(503);
    expect(await data.text()).toContain("What does a notary cost in Bavaria?");
  });

  it("sign-up refused because the mail hook timed out answers 503 with the localized message and keeps the address", async () => {
    const email = `hook-timeout-${Date.now()}@example.test`;
    const password = "a-long-enough-password-4711";
    const response = await postForm(app, "/de/signup", { email, password, confirmPassword: password });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Der Dienst ist gerade nicht erreichbar");
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain(password);
  }, 30_000);
});

describe("with the plan, the newsletter or the declarations unreadable, their pages say so (503)", () => {
  const secret = appTestEnv(0).SESSION_SECRET!;

  const unavailable = async (response: Response, title = "Temporarily unavailable") => {
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(title);
  };

  it("the order overview and the comparison, instead of a generic error", async () => {
    const cookie = await signIn();
    await withHidden(["subscriptions"], async () => {
      await unavailable(await fetch(`${app.url}/checkout?interval=month`, { headers: { Cookie: cookie } }));
      // Ordering too: the plan cannot be read, so nothing goes to Stripe; the page answers with the form.
      const order = await postForm(app, "/checkout?interval=month", { interval: "month", earlyStart: "on" }, { Cookie: cookie });
      expect(order.status).toBe(503);
      expect(await order.text()).toContain("The service is unavailable right now");
      await unavailable(await fetch(`${app.url}/compare?ids=${crypto.randomUUID()}&ids=${crypto.randomUUID()}`, { headers: { Cookie: cookie } }));
      // The chat cannot tell the plan either: its page stays, with the model every plan has.
      const chat = await fetch(`${app.url}/ai-chat`, { headers: { Cookie: cookie } });
      expect(chat.status).toBe(200);
      expect(await chat.text()).toContain('value="kolleague-local"');
    });
  });

  it("a newsletter link and a declaration link, opened and confirmed", async () => {
    const subscriber = crypto.randomUUID();
    const token = createTokenSigner(secret).sign("unsubscribe", subscriber);
    const confirmToken = createTokenSigner(secret).sign("confirm", subscriber, String(Date.now()));
    await withHidden(["newsletter_subscribers"], async () => {
      await unavailable(await fetch(`${app.url}/newsletter/confirm?token=${confirmToken}`));
      await unavailable(await postForm(app, `/newsletter/confirm?token=${confirmToken}`, { token: confirmToken }));
      await unavailable(await postForm(app, `/de/newsletter/unsubscribe?token=${token}`, {}), "Vorübergehend nicht erreichbar");
    });

    const id = crypto.randomUUID();
    const link = { kind: "cancellation", id, sig: createLinkMac(secret, "kolleague/declaration-owner-link/v1").sign(["cancellation", id]) };
    await withHidden(["contract_cancellations"], async () => {
      await unavailable(await fetch(`${app.url}/confirm-declaration?${new URLSearchParams(link)}`));
      await unavailable(await postForm(app, "/confirm-declaration", link));
    });
  });
});
