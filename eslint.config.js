// ESLint flat config: the maintained shared sets (ESLint's recommended JS rules, typescript-eslint's
// recommended, React Hooks, jsx-a11y), nothing about formatting (Prettier owns that).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One way to do each thing, kept by the build (issue 21). Each restriction names the one place allowed to
 * import something and why; `boundaryConfigs` turns them into `no-restricted-imports` blocks, one per
 * zone, because ESLint replaces (never merges) a rule's options when two blocks match the same file.
 */
const SUPABASE = "Make Supabase clients in app/platform/supabase/ (getSupabase, getAdminClient, detachedUserClient).";
const restrictions = [
  {
    // The request's client hands cookies over, the admin client and the detached user client follow the
    // key rules, all share the retrying fetch: a client made elsewhere would miss one of them.
    applies: (zone) => !zone.startsWith("app/platform/supabase/"),
    paths: [
      { name: "@supabase/supabase-js", importNames: ["createClient"], message: SUPABASE },
      { name: "@supabase/ssr", importNames: ["createServerClient", "createBrowserClient"], message: SUPABASE },
    ],
  },
  {
    // The form kit (app/components/use-kit-form.ts) binds conform to the schema, the localized error map
    // and the last submission; a form with conform's own hook would miss one of them.
    applies: (zone) => zone !== "app/components/use-kit-form.ts",
    paths: [{ name: "@conform-to/react", importNames: ["useForm"], message: "Use useKitForm from #app/components/use-kit-form." }],
  },
  {
    // Rate limits are rules by name with overridable limits (app/platform/rate-limit/, getRateLimiter);
    // the raw counter skips the rule table, the environment overrides and the fail-closed choice.
    applies: (zone) => !zone.startsWith("app/platform/rate-limit/"),
    paths: [
      {
        name: "#app/platform/rate-limit/counter.server",
        importNames: ["consumeRateLimit"],
        message: "Use getRateLimiter() from #app/platform/rate-limit/limiter.server with a named rule.",
      },
    ],
  },
  {
    // The app's useTranslation (app/platform/i18n/use-translation.ts) answers a server render once per language
    // and namespaces; react-i18next's own hook redoes its setup for every component it draws.
    applies: (zone) => zone !== "app/platform/i18n/use-translation.ts",
    paths: [{ name: "react-i18next", importNames: ["useTranslation"], message: "Use useTranslation from #app/platform/i18n/use-translation." }],
  },
  {
    // The app's Link and NavLink (app/components/link.tsx) draw a server render's links without React Router's
    // per-link setup (about 11 µs a link, 9 % of a public page's CPU); React Router's are for the browser.
    applies: (zone) => zone !== "app/components/link.tsx",
    paths: [{ name: "react-router", importNames: ["Link", "NavLink"], message: "Use Link and NavLink from #app/components/link." }],
  },
  {
    // Layers: lib, config, platform and the entry never import a product feature; a feature registers what
    // the platform needs (a route's loader, a request-context value). server/ wires the app together.
    applies: (zone) => /^app\/(lib|config|platform)\//.test(zone) || zone === "app/entry.server.tsx",
    patterns: [
      {
        regex: "(^#app/features/|(^|/)features/)",
        message: "lib, config, platform and entry.server never import app/features (see README, layers).",
      },
    ],
  },
];

/** Zones from the most general to the most specific: the last block that matches a file wins. */
function boundaryConfigs() {
  const zones = [
    ["app/**/*.{ts,tsx}", "app/"],
    ["server/**/*.ts", "server/"],
    ["app/{lib,config,platform}/**/*.{ts,tsx}", "app/lib/"],
    ["app/entry.server.tsx", "app/entry.server.tsx"],
    ["app/platform/supabase/**", "app/platform/supabase/"],
    ["app/platform/rate-limit/**", "app/platform/rate-limit/"],
    ["app/components/use-kit-form.ts", "app/components/use-kit-form.ts"],
    ["app/platform/i18n/use-translation.ts", "app/platform/i18n/use-translation.ts"],
    ["app/components/{link,server-link}.tsx", "app/components/link.tsx"],
    // Tests may reach across layers to set up what they check.
    ["app/**/*.test.{ts,tsx}", "test"],
  ];
  return zones.map(([glob, zone]) => {
    const active = restrictions.filter((r) => r.applies(zone));
    const paths = active.flatMap((r) => r.paths ?? []);
    const patterns = active.flatMap((r) => r.patterns ?? []);
    return { files: [glob], rules: { "no-restricted-imports": ["error", { paths, patterns }] } };
  });
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      ".cache/",
      ".data/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      "blob-report/",
      "public/",
      "app/types/database.types.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      // `_name` marks a deliberately unused binding (an argument a signature requires, a rest sibling).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Type-only imports keep server modules out of client bundles (verbatimModuleSyntax relies on it).
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["app/**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our labels wrap their control and carry the text a level or two down (title + hint spans).
      "jsx-a11y/label-has-associated-control": ["error", { assert: "either", depth: 4 }],
      // A scrolling region must be focusable so keyboards can scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region", "tabpanel"], tags: [] }],
    },
  },
  ...boundaryConfigs(),
  {
    // One way to an Intl formatter (app/lib/intl.ts), which keeps each one made: building one looks up locale
    // data and cost /pricing 4 % of its CPU when its prices built a currency format each.
    files: ["app/**/*.ts", "app/**/*.tsx", "server/**/*.ts"],
    ignores: ["app/lib/intl.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.object.name='Intl']", message: "Use dateFormat, numberFormat or listFormat from #app/lib/intl." },
        {
          // toLocaleString and its kin build a formatter on every call.
          selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]",
          message: "Use dateFormat or numberFormat from #app/lib/intl.",
        },
      ],
    },
  },
  {
    // One logger (app/platform/log/): its JSON lines carry the request id and are what log collectors read;
    // a bare console call is neither. Scripts and the stand-ins are command-line tools and print.
    files: ["app/**/*.ts", "app/**/*.tsx", "server/**/*.ts"],
    ignores: ["app/platform/log/**"],
    rules: { "no-console": "error" },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: a fixture with none must be `{}`.
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    // Every spec takes `test` and `expect` from the shared fixtures (sign-in, mail, hydration), so a spec
    // never grows its own copy of them (issue 21); types still come from Playwright.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test", "expect"], message: 'Import test and expect from "./fixtures".' }] },
      ],
    },
  },
);
