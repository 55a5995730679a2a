// ESLint flat config: the maintained shared sets (ESLint's recommended JS rules, typescript-eslint's
// recommended, React Hooks, jsx-a11y), nothing about formatting (Prettier owns that).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  {
    // One way to do each thing, kept by the build (issue 21). Supabase clients are made in one place,
    // app/features/supabase/ (the request's client with its cookies, the admin client, the detached user
    // client): a client made elsewhere would miss the cookie hand-over, the retrying fetch or the key rules.
    files: ["app/**/*.ts", "app/**/*.tsx", "server/**/*.ts"],
    ignores: ["app/features/supabase/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@supabase/supabase-js",
              importNames: ["createClient"],
              message: "Make Supabase clients in app/features/supabase/ (getSupabase, getAdminClient, detachedUserClient).",
            },
            {
              name: "@supabase/ssr",
              importNames: ["createServerClient", "createBrowserClient"],
              message: "Make Supabase clients in app/features/supabase/ (getSupabase, getAdminClient, detachedUserClient).",
            },
          ],
        },
      ],
    },
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
