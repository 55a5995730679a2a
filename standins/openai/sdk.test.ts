/**
 * The stand-in driven by the real `@ai-sdk/openai` chat model and `ai`'s streamText / generateText, the
 * way the app uses them: if these pass, the app's provider code path runs against it unchanged.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateText, isStepCount, streamText, tool } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startOpenAIStandIn, type OpenAIStandIn } from "./index";

let standIn: OpenAIStandIn;
let provider: ReturnType<typeof createOpenAI>;

beforeAll(async () => {
  standIn = await startOpenAIStandIn({ port: 0, delayMs: 0, quiet: true });
  provider = createOpenAI({ baseURL: standIn.baseURL, apiKey: standIn.apiKey });
});
afterAll(() => standIn.stop());
beforeEach(() => standIn.control.reset());

const model = (id = "kolleague-local") => provider.chat(id);
const lastRequest = () => standIn.control.requests().at(-1)!;

type Part = { type: string; text?: string; error?: unknown };

async function collect(result: { stream: AsyncIterable<Part> }) {
  const deltas: string[] = [];
  const errors: unknown[] = [];
  for await (const part of result.stream) {
    if (part.type === "text-delta" && part.text) deltas.push(part.text);
    if (part.type === "error") errors.push(part.error);
  }
  return { deltas, errors, text: deltas.join("") };
}

describe("answers", () => {
  it("streams an English answer word by word, names the model and reports usage", async () => {
    const result = streamText({ model: model("kolleague-local-mini"), prompt: "How do I finance a flat?" });
    const { deltas, text, errors } = await collect(result);
    expect(errors).toEqual([]);
    expect(deltas.length).toBeGreaterThan(10);
    expect(text).toContain("local test model");
    expect(text).toContain("kolleague-local-mini");
    expect(text).toContain('"How do I finance a flat?"');
    const usage = await result.totalUsage;
    expect(usage.inputTokens).toBeGreaterThan(0);
    expect(usage.outputTokens).toBeGreaterThan(10);
    expect(await result.finishReason).toBe("stop");
    expect(lastRequest().body).toMatchObject({ model: "kolleague-local-mini", stream: true, stream_options: { include_usage: true } });
    expect(lastRequest().sentAt).toHaveLength(deltas.length);
  });

  it("answers a German question in German", async () => {
    const { text } = await collect(streamText({ model: model(), prompt: "Wie finanziere ich eine Wohnung?" }));
    expect(text).toContain("lokale Testmodell");
    expect(text).toContain("Rechts- oder Steuerberatung");
  });

  it("stops at the output limit with finish reason length", async () => {
    const result = streamText({ model: model(), prompt: "How do I finance a flat?", maxOutputTokens: 4 });
    const { deltas } = await collect(result);
    expect(deltas).toEqual(["Hi! ", "I ", "am ", "**kolleague-local**, "]);
    expect(await result.finishReason).toBe("length");
  });

  it("answers without streaming too", async () => {
    const result = await generateText({ model: model(), prompt: "Hello there" });
    expect(result.text).toContain("local test model");
    expect(result.usage.outputTokens).toBeGreaterThan(10);
  });

  it("lets a test read what the app sent: model, instructions, tools, messages", async () => {
    await generateText({
      model: model(),
      instructions: "You are Kolleague.",
      messages: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello!" },
        { role: "user", content: "Again" },
      ],
      tools: { calculateProperty: tool({ description: "Calculates", inputSchema: z.object({ purchasePrice: z.number() }) }) },
    });
    const response = await fetch(`${standIn.url}/__standin/requests`);
    const { requests } = (await response.json()) as {
      requests: Array<{
        body: { model: string; messages: { role: string; content: unknown }[]; tools: { function: { name: string } }[] };
        outcome: string;
      }>;
    };
    const body = requests.at(-1)!.body;
    expect(body.model).toBe("kolleague-local");
    expect(body.messages.map((message: { role: string }) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(body.messages[0]?.content).toBe("You are Kolleague.");
    expect(body.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(["calculateProperty"]);
    expect(requests.at(-1)!.outcome).toBe("complete");
  });
});

describe("tool calls through the real protocol", () => {
  const calculation = { monthlyPayment: 1234.56, purchaseCosts: { total: 31_500 }, loanAmount: 270_000 };
  const tools = (received: unknown[]) => ({
    listSavedCalculations: tool({ description: "Lists", inputSchema: z.object({}), execute: async () => ({ calculations: [] }) }),
    calculateProperty: tool({
      description: "Calculates a property",
      inputSchema: z.object({ purchasePrice: z.number(), state: z.string().length(2), equity: z.number().optional() }),
      execute: async (input) => {
        received.push(input);
        return calculation;
      },
    }),
  });

  it("calls the calculation tool for a German question and sums up its result in German", async () => {
    const received: unknown[] = [];
    const result = streamText({
      model: model(),
      prompt: "Was kostet eine Wohnung für 300.000 € in Bayern?",
      tools: tools(received),
      stopWhen: isStepCount(3),
    });
    const { text, errors } = await collect(result);
    expect(errors).toEqual([]);
    expect(received).toEqual([{ purchasePrice: 300_000, state: "BY" }]);
    const steps = await result.steps;
    expect(steps.map((step) => step.finishReason)).toEqual(["tool-calls", "stop"]);
    expect(text).toMatch(/Monatliche Rate: \*\*1\.234,56\s€\*\*/);
    expect(text).toMatch(/Kaufnebenkosten gesamt: \*\*31\.500,00\s€\*\*/);
    const toolMessage = (lastRequest().body as { messages: Array<{ role: string; content: string }> }).messages.at(-1)!;
    expect(toolMessage.role).toBe("tool");
    expect(JSON.parse(toolMessage.content)).toEqual(calculation);
  });

  it("calls it for an English question (with the equity, as the tool declares it) and answers in English", async () => {
    const received: unknown[] = [];
    const prompt = "What does a flat for €450,000 in Berlin cost with €90,000 equity?";
    const result = await generateText({ model: model(), prompt, tools: tools(received), stopWhen: isStepCount(3) });
    expect(received).toEqual([{ purchasePrice: 450_000, state: "BE", equity: 90_000 }]);
    expect(result.text).toContain("Monthly payment: **€1,234.56**");
    expect(result.text).toContain("Loan amount: **€270,000.00**");
  });

  it("lists the saved calculations with the list tool", async () => {
    const result = streamText({
      model: model(),
      prompt: "Zeig mir meine gespeicherten Berechnungen",
      tools: {
        calculateProperty: tool({ description: "Calculates", inputSchema: z.object({ purchasePrice: z.number() }) }),
        listSavedCalculations: tool({
          description: "Lists",
          inputSchema: z.object({}),
          execute: async () => ({ calculations: [{ title: "Wohnung München" }, { title: "Haus Leipzig" }] }),
        }),
      },
      stopWhen: isStepCount(3),
    });
    const { text } = await collect(result);
    expect((await result.steps)[0]!.toolCalls.map((call) => call.toolName)).toEqual(["listSavedCalculations"]);
    expect(text).toContain("Du hast 2 gespeicherte Berechnungen");
    expect(text).toContain("- Wohnung München");
  });

  it("asks the transfer-tax tool for a state and a date, and does not mistake it for the calculation tool", async () => {
    const received: unknown[] = [];
    const result = await generateText({
      model: model(),
      prompt: "Wie hoch war die Grunderwerbsteuer in Sachsen am 1.7.2022?",
      tools: {
        calculateTransferTax: tool({
          description: "Transfer-tax rate of a state on a date",
          inputSchema: z.object({ state: z.string(), contractDate: z.string().optional() }),
          execute: async (input) => {
            received.push(input);
            return { percent: 3.5, from: "1997-01-01" };
          },
        }),
        calculateProperty: tool({ description: "Calculates", inputSchema: z.object({ purchasePrice: z.number() }) }),
      },
      stopWhen: isStepCount(3),
    });
    expect(received).toEqual([{ state: "SN", contractDate: "2022-07-01" }]);
    expect(result.text).toContain("- Grunderwerbsteuer: **3,5 %**");
    expect(result.text).toContain("- Gilt seit: **1997-01-01**");
  });

  it("answers with text when no tools are offered", async () => {
    const { text } = await collect(streamText({ model: model(), prompt: "Was kostet eine Wohnung für 300.000 € in Bayern?" }));
    expect(text).toContain("lokale Testmodell");
  });
});

describe("refusals", () => {
  it("answers an unknown model with 404 model_not_found", async () => {
    const error = await generateText({ model: model("gpt-unknown"), prompt: "Hi", maxRetries: 0 }).catch((e: unknown) => e);
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(404);
    expect(JSON.parse((error as APICallError).responseBody!)).toMatchObject({ error: { code: "model_not_found", type: "invalid_request_error" } });
  });

  it("lists its models and wants a bearer key", async () => {
    const listed = await fetch(`${standIn.baseURL}/models`, { headers: { authorization: `Bearer ${standIn.apiKey}` } });
    const { data } = (await listed.json()) as { data: Array<{ id: string; object: string }> };
    expect(data.map((entry) => entry.id)).toEqual(["kolleague-local", "kolleague-local-mini"]);
    const anonymous = await fetch(`${standIn.baseURL}/models`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.any(String) } });
  });
});
