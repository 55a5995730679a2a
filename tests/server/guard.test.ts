import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { cookieHeader, createConfirmedUser, sessionCookies } from "../support/session";
import { adminClient } from "../support/clients";

type ServerRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { default?: unknown; loader?: unknown } };

let app: RunningApp;
let signedIn: string;
/** A conversation of the signed-in user, for /ai-chat/:chatId. */
let chatId: string;
let pages: { path: string; private: boolean }[];

/** Every page path the route manifest defines, with whether it sits below the private layout. */
async function pagePaths(): Promise<{ path: string; private: boolean }[]> {
  const { productionBuild } = await import(/* @vite-ignore */ `../../${process.env.BUILD_DIR ?? "build"}/server/index.js`);
  const build = (await productionBuild()) as { routes: Record<string, ServerRoute> };
  const routes = build.routes;
  const fullPath = (route: ServerRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    return [parent ? fullPath(parent) : "", own].filter(Boolean).join("/");
  };
  const chain = (route: ServerRoute): string[] => [
    route.id,
    ...(route.parentId && routes[route.parentId] ? chain(routes[route.parentId] as ServerRoute) : []),
  ];
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  return Object.values(routes)
    .filter((route) => !parents.has(route.id) && route.module.default && fullPath(route).startsWith(":lang?") && !fullPath(route).includes("*"))
    .map((route) => ({
      // Sample values for dynamic segments: a blog post that exists in English.
      path:
        `/${fullPath(route)
          .replace(/^:lang\?\/?/, "")
          .replace(":slug", "purchase-costs-by-federal-state")}`.replace(/\/$/, "") || "/",
      private: chain(route).includes("routes/($lang)._private"),
    }));
}

beforeAll(async () => {
  app = await startApp();
  pages = await pagePaths();
  const user = await createConfirmedUser();
  signedIn = cookieHeader(await sessionCookies(user.email, user.password));
  const chat = await adminClient().from("chats").insert({ user_id: user.id, title: "Sample", model: "kolleague-local" }).select("id").single();
  chatId = chat.data!.id;
});
afterAll(() => app.stop());

describe("the guard, walking the route manifest", () => {
  it("knows the private area", () => {
    expect(
      pages
        .filter((page) => page.private)
        .map((page) => page.path)
        .sort(),
    ).toEqual(expect.arrayContaining(["/ai-chat", "/app", "/my/profile", "/my/settings"]));
    expect(pages.filter((page) => !page.private).map((page) => page.path)).toEqual(
      expect.arrayContaining(["/", "/login", "/signup", "/reset", "/imprint", "/privacy", "/terms", "/support", "/pricing", "/calculator"]),
    );
  });

  it("sends signed-out visitors of every private page to the login page of its language, and lets public pages through", async () => {
    for (const page of pages) {
      for (const prefix of ["", "/de"]) {
        const path = prefix + (page.path === "/" && prefix ? "" : page.path);
        const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
        if (page.private) {
          expect(response.status, path).toBe(302);
          expect(response.headers.get("location"), path).toBe(`${prefix}/login?redirectTo=${encodeURIComponent(path)}`);
        } else {
          // Public: served (or moved to its twin, as a blog post's other-language slug is), never to login.
          expect([200, 301], path).toContain(response.status);
          expect(response.headers.get("location") ?? "", path).not.toContain("/login");
        }
      }
    }
  });

  it("opens every private page for a signed-in user", async () => {
    for (const page of pages.filter((p) => p.private)) {
      const response = await fetch(`${app.url}/de${page.path.replace(":chatId", chatId)}`, { headers: { Cookie: signedIn }, redirect: "manual" });
      expect(response.status, page.path).toBe(200);
    }
  });

  it("names the page, not the browser's data request, as the return target of a navigation", async () => {
    // A click in the browser after the session ended elsewhere: the router asks for the page's data.
    const response = await fetch(`${app.url}/de/ai-chat.data?_routes=${encodeURIComponent("routes/($lang)._private.ai-chat")}`, {
      redirect: "manual",
    });
    const body = await response.text();
    const target = response.headers.get("x-remix-redirect") ?? body;
    expect(target).toContain(`/de/login?redirectTo=${encodeURIComponent("/de/ai-chat")}`);
    expect(target).not.toContain(".data");
    expect(target).not.toContain("_routes");
  });

  it("keeps the query string in the return target", async () => {
    const response = await fetch(`${app.url}/de/my/settings?tab=data`, { redirect: "manual" });
    expect(response.headers.get("location")).toBe(`/de/login?redirectTo=${encodeURIComponent("/de/my/settings?tab=data")}`);
  });
});

describe("sign-out", () => {
  it("is a POST that ends the session and lands on the home page of the language", async () => {
    const user = await createConfirmedUser();
    const cookies = cookieHeader(await sessionCookies(user.email, user.password));
    const response = await fetch(`${app.url}/de/logout`, { method: "POST", headers: { Cookie: cookies, Origin: app.url }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de");
    const cleared = response.headers.getSetCookie().filter((c) => c.startsWith("sb-"));
    expect(cleared.length).toBeGreaterThan(0);
    for (const cookie of cleared) expect(cookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});
