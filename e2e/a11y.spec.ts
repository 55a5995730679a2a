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
