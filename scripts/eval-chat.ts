/**
 * npm run eval:chat: asks the configured model(s) the questions in eval-chat-cases.ts with the app's own
 * system prompt and tools, and reports per case whether the expected tool was called with the expected
 * inputs and whether the answer states the engine's figure. Against the local stand-in (no OPENAI_BASE_URL)
 * every case passes; against a real provider it shows which model (and, with EVAL_PROMPT_FILE, which prompt)
 * to choose. Not part of npm test: a real provider costs money and answers differently each time.
 *
 * Env: OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODELS (every model listed is evaluated; EVAL_MODELS=a,b picks some),
 * EVAL_PROMPT_FILE (a prompt to try instead of the app's; "{today}" is replaced), EVAL_CASES=id,id (a subset).
 */
import { readFileSync } from "node:fs";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, isStepCount, type ModelMessage, type ToolSet } from "ai";
import { LOCAL_OPENAI_API_KEY } from "@kolleague/local-stand-ins";
import { parseModelList } from "../app/config/ai-models";
import { compareResults } from "../app/features/calculation/compare";
import { systemPrompt } from "../app/features/chat/prompt";
import { keyFigures } from "../app/features/chat/tool-results";
import { chatTools } from "../app/features/chat/tools.server";
import { openSaved } from "../app/features/saved-calculations/open-saved";
import { startOpenAIStandIn } from "../standins/openai/index";
import { CASES, SAVED, type EvalCase } from "./eval-chat-cases";

const TODAY = new Date().toISOString().slice(0, 10);
const rows = SAVED.map((s) => ({ id: s.id, name: s.name, inputs: s.inputs, schema_version: 1, created_at: TODAY, updated_at: TODAY }));

/** The app's tools (same descriptions and schemas); the saved calculations come from SAVED, and saving only asks. */
function evalTools(): ToolSet {
  const app = chatTools({ client: null as never, userId: "eval", today: TODAY, answerId: "eval" });
  return {
    ...app,
    list_saved_calculations: {
      ...app.list_saved_calculations,
      execute: async () => ({
        ok: true as const,
        calculations: rows.map((row) => {
          const saved = openSaved(row, TODAY);
          return { id: saved.id, name: saved.name, search: saved.search, figures: saved.outcome.ok ? keyFigures(saved.outcome.result) : null };
        }),
      }),
    },
    compare_saved_calculations: {
      ...app.compare_saved_calculations,
      execute: async ({ ids }: { ids: string[] }) => {
        const opened = rows.filter((row) => ids.includes(row.id)).map((row) => openSaved(row, TODAY));
        const results = opened.flatMap((s) => (s.outcome.ok ? [s.outcome.result] : []));
        return { ok: true as const, calculations: opened.map((s) => ({ id: s.id, name: s.name })), best: compareResults(results) };
      },
    },
    save_calculation: { ...app.save_calculation, needsApproval: true },
  } as ToolSet;
}

/** The engine's figure a case's answer must state, computed through the same tools the model uses. */
async function expectedFigure(testCase: EvalCase, tools: ToolSet): Promise<number | null> {
  const figure = testCase.figure;
  if (!figure) return null;
  if ("percent" in figure) return figure.percent;
  const run = (name: string, input: unknown) => tools[name]!.execute!(input as never, { toolCallId: "expected", messages: [], context: {} } as never);
  const output = (await ("calculate" in figure ? run("calculate_property", figure.calculate) : run("read_listing", { text: figure.listing }))) as {
    figures?: { monthlyPayment: number } | null;
  };
  return output.figures?.monthlyPayment ?? null;
}

/** "1.456,74", "1,456.74", "1456.74" or rounded "1.457" / "1,457"; a rate as "5,5" or "5.5". */
function statesNumber(text: string, value: number, percent: boolean): boolean {
  const plain = text.replace(/[\u00a0\u202f]/g, " ");
  const forms = percent
    ? [String(value), String(value).replace(".", ",")]
    : [2, 0].flatMap((digits) =>
        ["de-DE", "en-GB"].map((locale) =>
          new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value),
        ),
      );
  return forms.some((form) => plain.includes(form)) || (!percent && plain.includes(value.toFixed(2)));
}

function contains(actual: unknown, expected: unknown): boolean {
  if (typeof expected === "number") return typeof actual === "number" && Math.abs(actual - expected) <= Math.abs(expected) * 0.005;
  if (typeof expected === "string") return typeof actual === "string" && actual.toLowerCase() === expected.toLowerCase();
  if (Array.isArray(expected)) return Array.isArray(actual) && expected.every((item) => actual.some((a) => contains(a, item)));
  if (expected && typeof expected === "object") {
    return !!actual && typeof actual === "object" && Object.entries(expected).every(([k, v]) => contains((actual as Record<string, unknown>)[k], v));
  }
  return actual === expected;
}

const REFERRAL = /lawyer|solicitor|tax advis|notary|not (?:legal|tax)|keine rechts|steuerberat|anwalt|rechtsberatung|notar/i;
const WRITING = new Set(["save_calculation"]);

interface Outcome {
  tool: boolean;
  input: boolean | null;
  figure: boolean | null;
  calls: string[];
}

async function runCase(
  model: ReturnType<ReturnType<typeof createOpenAI>["chat"]>,
  testCase: EvalCase,
  tools: ToolSet,
  prompt?: string,
): Promise<Outcome> {
  const instructions = prompt?.replaceAll("{today}", TODAY) ?? systemPrompt(testCase.lang, TODAY);
  const messages: ModelMessage[] = [];
  const ask = async (text: string) => {
    messages.push({ role: "user", content: text });
    const result = await generateText({ model, instructions, messages, tools, stopWhen: isStepCount(4), maxRetries: 1 });
    messages.push(...result.responseMessages);
    return result;
  };
  if (testCase.before) await ask(testCase.before);
  const result = await ask(testCase.question);
  const calls = result.steps.flatMap((step) => step.toolCalls.map((call) => ({ name: call.toolName, input: call.input })));
  const wanted = calls.filter((call) => call.name === testCase.tool);
  const toolOk = testCase.tool === null ? !calls.some((call) => WRITING.has(call.name)) : wanted.length > 0;
  const input = testCase.input ? wanted.some((call) => contains(call.input, testCase.input)) : null;
  const expected = await expectedFigure(testCase, tools);
  const figure = testCase.refuses
    ? REFERRAL.test(result.text)
    : expected === null
      ? null
      : statesNumber(result.text, expected, Boolean(testCase.figure && "percent" in testCase.figure));
  return { tool: toolOk, input, figure, calls: calls.map((call) => call.name) };
}

const mark = (value: boolean | null) => (value === null ? "–" : value ? "✓" : "✗");

async function main() {
  const standIn = process.env.OPENAI_BASE_URL ? null : await startOpenAIStandIn({ port: 0, delayMs: 0, quiet: true });
  const baseURL = process.env.OPENAI_BASE_URL ?? standIn!.baseURL;
  const provider = createOpenAI({ baseURL, apiKey: process.env.OPENAI_API_KEY ?? LOCAL_OPENAI_API_KEY });
  const listed = parseModelList(process.env.AI_MODELS ?? "kolleague-local=Local test model") ?? [];
  const only = process.env.EVAL_MODELS?.split(",").map((id) => id.trim());
  const models = listed.map((m) => m.id).filter((id) => !only || only.includes(id));
  const picked = process.env.EVAL_CASES?.split(",").map((id) => id.trim());
  const cases = CASES.filter((c) => !picked || picked.includes(c.id));
  const prompt = process.env.EVAL_PROMPT_FILE ? readFileSync(process.env.EVAL_PROMPT_FILE, "utf8") : undefined;
  const tools = evalTools();
  let failures = 0;
  console.log(
    `eval:chat against ${baseURL} (${standIn ? "local stand-in" : "configured provider"}), prompt: ${prompt ? process.env.EVAL_PROMPT_FILE : "the app's"}`,
  );
  for (const id of models) {
    const model = provider.chat(id);
    const totals = { cases: 0, passed: 0 };
    console.log(`\nmodel ${id}\n  case                        tool input figure  calls`);
    for (const testCase of cases) {
      let outcome: Outcome;
      try {
        outcome = await runCase(model, testCase, tools, prompt);
      } catch (error) {
        outcome = {
          tool: false,
          input: testCase.input ? false : null,
          figure: false,
          calls: [`error: ${error instanceof Error ? error.message : String(error)}`],
        };
      }
      const passed = outcome.tool && outcome.input !== false && outcome.figure !== false;
      totals.cases += 1;
      if (passed) totals.passed += 1;
      else failures += 1;
      console.log(
        `${passed ? "  " : "✗ "}${testCase.id.padEnd(28)}${mark(outcome.tool).padEnd(5)}${mark(outcome.input).padEnd(6)}${mark(outcome.figure).padEnd(8)}${outcome.calls.join(", ") || "(none)"}`,
      );
    }
    console.log(`  ${id}: ${totals.passed}/${totals.cases} cases passed`);
  }
  await standIn?.stop();
  process.exitCode = failures > 0 ? 1 : 0;
}

await main();
