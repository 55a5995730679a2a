import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: "POST", body: new URLSearchParams(body), headers, redirect: "manual" });

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe("theme without JavaScript", () => {
  it("sets the theme cookie, returns to the page and shows a toast there", async () => {
    const response = await post("/resources/theme", { theme: "dark", redirectTo: "/de/imprint" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/de/imprint");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("theme="))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
    const page = await fetch(`${app.url}/de/imprint`, { headers: { Cookie: cookiesOf(response) } });
    const html = await page.text();
    expect(html).toMatch(/<html lang="de" class="dark"/);
    expect(html).toContain("Farbschema gespeichert.");
  });

  it("'system' clears the stored theme", async () => {
    const response = await post("/resources/theme", { theme: "system", redirectTo: "/" });
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith("theme="));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("still accepts remix-themes' JSON post", async () => {
    const response = await fetch(`${app.url}/resources/theme`, { method: "POST", body: JSON.stringify({ theme: "light" }) });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("theme="))).toBe(true);
  });
});

describe("redirect targets from forms", () => {
  it.each(["//evil.example/x", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "/%2F%2Fevil.example"])(
    "refuses %s and goes home instead",
    async (redirectTo) => {
      const response = await post("/resources/theme", { theme: "light", redirectTo });
      expect(response.headers.get("location")).toBe("/");
    },
  );
});

describe("cross-site requests", () => {
  it("refuses a POST whose Origin is foreign", async () => {
    const response = await post("/resources/theme", { theme: "dark", redirectTo: "/" }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a cross-site POST without Origin but with Sec-Fetch-Site", async () => {
    const response = await post("/resources/locale", { locale: "de", redirectTo: "/" }, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
  });

  it("accepts the app's own origin and requests without Origin", async () => {
    expect((await post("/resources/locale", { locale: "de", redirectTo: "/" }, { Origin: app.url })).status).toBe(303);
    expect((await post("/resources/locale", { locale: "de", redirectTo: "/" })).status).toBe(303);
  });

  it("judges by APP_URL, not by the Host header", async () => {
    const response = await post("/resources/theme", { theme: "dark", redirectTo: "/" }, { Origin: "http://evil.example", Host: "evil.example" });
    expect(response.status).toBe(403);
  });
});
