/**
 * What the stand-in answers to a request: deterministic text, or a tool call, decided from the last user
 * message, the offered tools and any tool results that follow it.
 *
 * Tool choice (documented in README.md):
 * - the calculation tool is the first offered tool whose name contains "calculat" but none of "saved",
 *   "list", "compare", "tax" (case-insensitive); it is called when the last user message names a price and
 *   a federal state, with `{ purchasePrice, state }` plus `equity` / `interestRatePercent` when the message
 *   gives them and the tool's parameters declare them;
 * - the transfer-tax tool is the first offered tool whose name contains "tax"; it is called when the
 *   message asks about the transfer tax (Grunderwerbsteuer) of a state and names no price, with
 *   `{ state }` plus the date the message gives (ISO) under the first declared property containing "date";
 * - the list tool is the first offered tool whose name contains "saved", else the first containing "list";
 *   it is called with `{}` when the message asks for the saved calculations;
 * - `tool_choice: "none"` offers nothing. Once a tool result follows the last user message, the answer is
 *   a summary of it, so a tool loop always ends after one call.
 */
import { detectLanguage, type Language } from "./language";
import { asksForSavedCalculations, findCalculationRequest, findTransferTaxRequest } from "./intent";
import { textOf, type ChatRequest, type ChatTool } from "./protocol";
import { summariseToolResult } from "./summary";
import { generalAnswer } from "./texts";

export type Reply = { kind: "text"; text: string } | { kind: "tool"; name: string; arguments: string };

const namesOf = (tools: ChatTool[]) => tools.map((tool) => tool.function.name);

function pickCalculationTool(tools: ChatTool[]): string | undefined {
  return namesOf(tools).find((name) => /calculat/i.test(name) && !/saved|list|compare|tax/i.test(name));
}

function pickTransferTaxTool(tools: ChatTool[]): string | undefined {
  return namesOf(tools).find((name) => /tax/i.test(name));
}

function pickListTool(tools: ChatTool[]): string | undefined {
  const names = namesOf(tools);
  return names.find((name) => /saved/i.test(name)) ?? names.find((name) => /list/i.test(name));
}

const propertiesOf = (tools: ChatTool[], name: string) =>
  Object.keys(tools.find((tool) => tool.function.name === name)?.function.parameters?.properties ?? {});
const declares = (tools: ChatTool[], name: string, property: string) => propertiesOf(tools, name).includes(property);

export function lastUserText(request: ChatRequest): string {
  const lastUser = request.messages.findLastIndex((message) => message.role === "user");
  return textOf(request.messages[lastUser]);
}

/** The tool results that answer the last user message, each with the name of the tool that produced it. */
function toolResultsAfterLastUser(request: ChatRequest): Array<{ toolName: string; content: string }> {
  const lastUser = request.messages.findLastIndex((message) => message.role === "user");
  const after = request.messages.slice(lastUser + 1);
  const names = new Map(after.flatMap((message) => message.tool_calls ?? []).map((call) => [call.id, call.function.name]));
  return after
    .filter((message) => message.role === "tool")
    .map((message) => ({ toolName: names.get(message.tool_call_id ?? "") ?? "", content: textOf(message) }));
}

function toolCall(request: ChatRequest, question: string): Reply | null {
  const tools = request.tool_choice === "none" ? [] : (request.tools ?? []);
  const calculationTool = pickCalculationTool(tools);
  const calculation = calculationTool ? findCalculationRequest(question) : null;
  if (calculationTool && calculation) {
    const { purchasePrice, state, ...optional } = calculation;
    const args: Record<string, unknown> = { purchasePrice, state };
    for (const [key, value] of Object.entries(optional)) {
      if (declares(tools, calculationTool, key)) args[key] = value;
    }
    return { kind: "tool", name: calculationTool, arguments: JSON.stringify(args) };
  }
  const taxTool = pickTransferTaxTool(tools);
  const tax = taxTool ? findTransferTaxRequest(question) : null;
  if (taxTool && tax) {
    const args: Record<string, unknown> = { state: tax.state };
    const dateProperty = propertiesOf(tools, taxTool).find((property) => /date/i.test(property));
    if (tax.date && dateProperty) args[dateProperty] = tax.date;
    return { kind: "tool", name: taxTool, arguments: JSON.stringify(args) };
  }
  const listTool = pickListTool(tools);
  if (listTool && asksForSavedCalculations(question)) return { kind: "tool", name: listTool, arguments: "{}" };
  return null;
}

export function planReply(request: ChatRequest): Reply {
  const question = lastUserText(request);
  const language: Language = detectLanguage(question);
  const results = toolResultsAfterLastUser(request);
  if (results.length > 0) {
    const text = results.map((result) => summariseToolResult({ ...result, language, model: request.model })).join("\n\n");
    return { kind: "text", text };
  }
  return toolCall(request, question) ?? { kind: "text", text: generalAnswer(language, request.model, question) };
}
