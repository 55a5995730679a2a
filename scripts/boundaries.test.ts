import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The "one way to do each thing" rules live in eslint.config.js (npm run validate runs them): each case
// is code that would write a second way, linted as if it stood at a path, with the rule it must break.
const eslint = new ESLint();
const ruleIds = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]?.messages.map((message) => message.ruleId) ?? [];

describe("import boundaries", () => {
  it("allow a Supabase client to be made only in app/features/supabase/", async () => {
    const server = 'import { createServerClient } from "@supabase/ssr";\nexport const make = createServerClient;\n';
    const plain = 'import { createClient } from "@supabase/supabase-js";\nexport const make = createClient;\n';
    expect(await ruleIds(plain, "app/features/chat/client.server.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(server, "server/client.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(plain, "app/features/supabase/another.server.ts")).not.toContain("no-restricted-imports");
    // Types are not clients.
    expect(await ruleIds('import type { SupabaseClient } from "@supabase/supabase-js";\nexport type C = SupabaseClient;\n', "app/lib/x.ts")).toEqual(
      [],
    );
  });

  it("make every Playwright spec take test and expect from the shared fixtures", async () => {
    const own = 'import { expect, test } from "@playwright/test";\ntest("x", () => expect(1).toBe(1));\n';
    const shared =
      'import type { Page } from "@playwright/test";\nimport { expect, test } from "./fixtures";\nexport const f = (page: Page) => page;\ntest("x", () => expect(1).toBe(1));\n';
    expect(await ruleIds(own, "e2e/probe.spec.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(shared, "e2e/probe.spec.ts")).toEqual([]);
  });
});
