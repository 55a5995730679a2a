import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The "one way to do each thing" rules live in eslint.config.js (npm run validate runs them): each case
// is code that would write a second way, linted as if it stood at a path, with the rule it must break.
const eslint = new ESLint();
const ruleIds = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]?.messages.map((message) => message.ruleId) ?? [];

describe("import boundaries", () => {
  it("allow a Supabase client to be made only in app/platform/supabase/", async () => {
    const server = 'import { createServerClient } from "@supabase/ssr";\nexport const make = createServerClient;\n';
    const plain = 'import { createClient } from "@supabase/supabase-js";\nexport const make = createClient;\n';
    expect(await ruleIds(plain, "app/features/chat/client.server.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(server, "server/client.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(plain, "app/platform/supabase/another.server.ts")).not.toContain("no-restricted-imports");
    // Types are not clients.
    expect(await ruleIds('import type { SupabaseClient } from "@supabase/supabase-js";\nexport type C = SupabaseClient;\n', "app/lib/x.ts")).toEqual(
      [],
    );
  });

  it("allow conform's useForm only inside the form kit", async () => {
    const code = 'import { useForm } from "@conform-to/react";\nexport const hook = useForm;\n';
    expect(await ruleIds(code, "app/features/profile/ui/another-form.tsx")).toContain("no-restricted-imports");
    expect(await ruleIds(code, "app/components/use-kit-form.ts")).not.toContain("no-restricted-imports");
  });

  it("allow react-i18next's useTranslation only inside the app's own hook", async () => {
    const code = 'import { useTranslation } from "react-i18next";\nexport const hook = useTranslation;\n';
    expect(await ruleIds(code, "app/features/billing/ui/another-panel.tsx")).toContain("no-restricted-imports");
    expect(await ruleIds(code, "app/platform/i18n/use-translation.ts")).not.toContain("no-restricted-imports");
    // The provider and Trans are not a second way to translate.
    expect(await ruleIds('import { Trans } from "react-i18next";\nexport const T = Trans;\n', "app/routes/x.tsx")).toEqual([]);
  });

  it("allow React Router's Link and NavLink only inside the app's own", async () => {
    const code = 'import { Link, NavLink } from "react-router";\nexport const links = [Link, NavLink];\n';
    expect(await ruleIds(code, "app/features/chat/ui/another-list.tsx")).toContain("no-restricted-imports");
    expect(await ruleIds(code, "app/routes/($lang)._default.another.tsx")).toContain("no-restricted-imports");
    expect(await ruleIds(code, "app/components/link.tsx")).not.toContain("no-restricted-imports");
    expect(await ruleIds(code, "app/components/server-link.tsx")).not.toContain("no-restricted-imports");
    // The rest of React Router is not a link.
    expect(await ruleIds('import { Form, useLocation } from "react-router";\nexport const x = [Form, useLocation];\n', "app/routes/x.tsx")).toEqual(
      [],
    );
  });

  it("allow an Intl formatter to be made only in app/lib/intl.ts", async () => {
    const code = 'export const money = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });\n';
    expect(await ruleIds(code, "app/features/billing/another-format.ts")).toContain("no-restricted-syntax");
    expect(await ruleIds(code, "server/another.ts")).toContain("no-restricted-syntax");
    expect(await ruleIds(code, "app/lib/intl.ts")).not.toContain("no-restricted-syntax");
  });

  it("allow the raw rate-limit counter only inside app/platform/rate-limit/", async () => {
    const code = 'import { consumeRateLimit } from "#app/platform/rate-limit/counter.server";\nexport const count = consumeRateLimit;\n';
    expect(await ruleIds(code, "app/features/chat/another-quota.server.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(code, "app/platform/rate-limit/another-store.server.ts")).not.toContain("no-restricted-imports");
  });

  it("keep lib, config, platform and the entry free of product features", async () => {
    const code = 'import { sendChat } from "#app/features/chat/send.server";\nexport const send = sendChat;\n';
    const relative = 'import { sendChat } from "../../features/chat/send.server";\nexport const send = sendChat;\n';
    for (const path of ["app/lib/x.ts", "app/config/x.ts", "app/platform/mail/x.server.ts", "app/entry.server.tsx"]) {
      expect(await ruleIds(code, path), path).toContain("no-restricted-imports");
    }
    expect(await ruleIds(relative, "app/platform/mail/x.server.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(code, "app/features/billing/x.server.ts")).not.toContain("no-restricted-imports");
    expect(await ruleIds(code, "app/routes/x.tsx")).not.toContain("no-restricted-imports");
    // A platform module still may not make its own Supabase client (the zones combine, not replace).
    expect(
      await ruleIds('import { createClient } from "@supabase/supabase-js";\nexport const c = createClient;\n', "app/platform/mail/x.ts"),
    ).toContain("no-restricted-imports");
  });

  it("make the logger the only place that writes to the console", async () => {
    const code = 'export function f() {\n  console.error("x");\n}\n';
    for (const path of [
      "app/platform/conversions/x.server.ts",
      "app/lib/x.server.ts",
      "app/features/user-data/x.server.ts",
      "app/routes/x.tsx",
      "server/x.ts",
    ]) {
      expect(await ruleIds(code, path), path).toContain("no-console");
    }
    expect(await ruleIds(code, "app/platform/log/logger.server.ts")).not.toContain("no-console");
    // Code that also runs in the browser writes through the development console helper beside it.
    expect(await ruleIds(code, "app/platform/log/dev-console.ts")).not.toContain("no-console");
  });

  it("make every Playwright spec take test and expect from the shared fixtures", async () => {
    const own = 'import { expect, test } from "@playwright/test";\ntest("x", () => expect(1).toBe(1));\n';
    const shared =
      'import type { Page } from "@playwright/test";\nimport { expect, test } from "./fixtures";\nexport const f = (page: Page) => page;\ntest("x", () => expect(1).toBe(1));\n';
    expect(await ruleIds(own, "e2e/probe.spec.ts")).toContain("no-restricted-imports");
    expect(await ruleIds(shared, "e2e/probe.spec.ts")).toEqual([]);
  });
});
