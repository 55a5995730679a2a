import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const pages = [
  "/",
  "/login",
  "/signup",
  "/reset",
  "/app",
  "/my/profile",
  "/my/settings",
  "/ai-chat",
  "/calculator",
  "/pricing",
  "/imprint",
  "/privacy",
  "/terms",
  "/refund",
  "/accessibility",
  "/support",
  "/blog",
  "/does-not-exist",
];
/** Signed out, these answer with the login page: they are scanned signed in, or the scan would miss them. */
const PRIVATE = new Set(["/app", "/my/profile", "/my/settings", "/ai-chat"]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// axe injects a script, which hangs with JavaScript disabled: it runs in the JS project only.
test.describe("accessibility @js", () => {
  for (const path of pages) {
    for (const prefix of ["", "/de"]) {
      const url = prefix + (path === "/" && prefix ? "" : path);
      const signedIn = PRIVATE.has(path);
      test(`${url || "/"}${signedIn ? " signed in" : ""} has no serious or critical axe violations`, async ({ page, signIn, baseURL }) => {
        if (signedIn) await signIn();
        await page.goto(url || "/");
        // What is scanned is the page asked for, not a redirect (to the login page, say).
        await expect(page).toHaveURL(new RegExp(`^${escape(baseURL ?? "")}${escape(url || "/")}$`));
        const results = await new AxeBuilder({ page }).analyze();
        const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  }

  // axe cannot run in a page without JavaScript, so the no-JS chat document is scanned as that browser would
  // show it (scripts removed, nothing hydrated): once while the answer is still arriving, once complete.
  test("the chat without JavaScript, while an answer is written and after, has no serious or critical violations", async ({
    page,
    signIn,
    baseURL,
  }) => {
    test.slow(); // the answer is paced at a word per 250 ms
    await signIn();
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const asked = await fetch(`${baseURL}/de/ai-chat?index`, {
      method: "POST",
      body: new URLSearchParams({ intent: "send", text: "[[slow]] Was macht ein Notar?", model: "kolleague-local" }),
      headers: { Cookie: cookie, Origin: baseURL ?? "" },
      redirect: "manual",
    });
    expect(asked.status).toBe(303);
    const conversation = await fetch(new URL(asked.headers.get("location") ?? "", baseURL), { headers: { Cookie: cookie } });
    const reader = conversation.body!.getReader();
    const decoder = new TextDecoder();
    let html = "";
    const scan = async (document: string, state: string) => {
      const withoutScripts = document.replace(/<script\b[\s\S]*?<\/script>/g, "").replace("<head>", `<head><base href="${baseURL}/">`);
      await page.setContent(withoutScripts);
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        state,
      ).toEqual([]);
    };
    // Mid-answer: the stop button and some of the answer are on the page, the rest of the document is not.
    while (!/data-chat-live="">[\s\S]*\w{3,}[\s\S]*\w{3,}/.test(html.replace(/<style[\s\S]*?<\/style>/g, ""))) {
      const { value, done } = await reader.read();
      expect(done, "the document ended before the answer was streamed").toBe(false);
      html += decoder.decode(value, { stream: true });
    }
    expect(html).not.toContain("</html>");
    await scan(html, "mid-answer");
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
    expect(html).toContain("</html>");
    await scan(html, "complete");
  });

  test("the dark theme keeps enough contrast", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    for (const url of ["/", "/de/imprint", "/nope"]) {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
      expect(
        results.violations.map((v) => v.id),
        url,
      ).toEqual([]);
    }
  });
});
