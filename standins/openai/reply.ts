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
 * - the listing tool (name contains "listing") is called with `{}` when the message is a listing (the app
 *   reads it from the conversation);
 * - the save tool (name starts with "save") is called with `{ name, inputs }` (the inputs of the newest
 *   result that has them) when the message asks to save, right after a listing was read in the same turn,
 *   or for the property of an earlier answer; "and compare it with my saved 'X'" lists the saved
 *   calculations first and adds `compareWithIds`;
 * - a follow-up that changes one input ("20 % Eigenkapital", "rent 50 € lower") calls the calculation tool
 *   with the newest inputs and that change;
 * - `tool_choice: "none"` offers nothing. Once tool results answer the last call, the answer summarises
 *   them (and only a save asked for in the same message follows), so a tool loop ends.
 */
import { detectLanguage, type Language } from "./language";
import { asksForSavedCalculations, findCalculationRequest, findTransferTaxRequest } from "./intent";
import { applyChange, findChange, findSaveRequest, looksLikeListing } from "./listing";
import { textOf, type ChatRequest, type ChatTool } from "./protocol";
import { summariseToolResult } from "./summary";
import { generalAnswer } from "./texts";

export type Reply = { kind: "text"; text: string } | { kind: "tool"; name: string; arguments: string; text?: string };

const namesOf = (tools: ChatTool[]) => tools.map((tool) => tool.function.name);

function pickCalculationTool(tools: ChatTool[]): string | undefined {
  return namesOf(tools).find((name) => /calculat/i.test(name) && !/saved|list|compare|tax|save/i.test(name));
}

function pickTransferTaxTool(tools: ChatTool[]): string | undefined {
  return namesOf(tools).find((name) => /tax/i.test(name));
}

function pickListTool(tools: ChatTool[]): string | undefined {
  const names = namesOf(tools);
  return names.find((name) => /saved/i.test(name) && !/^save/i.test(name)) ?? names.find((name) => /list/i.test(name) && !/listing/i.test(name));
}

const pickListingTool = (tools: ChatTool[]) => namesOf(tools).find((name) => /listing/i.test(name));
const pickSaveTool = (tools: ChatTool[]) => namesOf(tools).find((name) => /^save|save_?calc/i.test(name));

const propertiesOf = (tools: ChatTool[], name: string) =>
  Object.keys(tools.find((tool) => tool.function.name === name)?.function.parameters?.properties ?? {});
const declares = (tools: ChatTool[], name: string, property: string) => propertiesOf(tools, name).includes(property);

export function lastUserText(request: ChatRequest): string {
  const lastUser = request.messages.findLastIndex((message) => message.role === "user");
  return textOf(request.messages[lastUser]);
}

interface ToolResult {
  toolName: string;
  content: string;
}

/**
 * This turn so far (after the last user message): the tools called, and the results that answer the last
 * call, each with the name of the tool that produced it.
 */
function thisTurn(request: ChatRequest): { calls: string[]; results: ToolResult[] } {
  const lastUser = request.messages.findLastIndex((message) => message.role === "user");
  const after = request.messages.slice(lastUser + 1);
  const calls = after.flatMap((message) => message.tool_calls ?? []);
  const names = new Map(calls.map((call) => [call.id, call.function.name]));
  const lastCall = after.findLastIndex((message) => (message.tool_calls ?? []).length > 0);
  const results = after
    .slice(lastCall + 1)
    .filter((message) => message.role === "tool")
    .map((message) => ({ toolName: names.get(message.tool_call_id ?? "") ?? "", content: textOf(message) }));
  return { calls: calls.map((call) => call.function.name), results };
}

function parse(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return null;
  }
}

/** The calculator inputs of the newest result that has them (a listing read or a calculation), newest first. */
function inputsIn(contents: string[]): Record<string, unknown> | null {
  for (const content of [...contents].reverse()) {
    const value = parse(content) as { ok?: unknown; inputs?: unknown } | null;
    if (value?.ok === true && typeof value.inputs === "object" && value.inputs !== null) return value.inputs as Record<string, unknown>;
  }
  return null;
}

const allResults = (request: ChatRequest) => request.messages.filter((message) => message.role === "tool").map((message) => textOf(message));

/** Ids of saved calculations named `name` in a list tool's result. */
function idsNamed(results: ToolResult[], name: string): string[] {
  const wanted = name.toLowerCase();
  const lists = results.filter((result) => /saved|list/i.test(result.toolName)).map((result) => parse(result.content));
  const items = lists.flatMap((list) => ((list as { calculations?: unknown })?.calculations as Array<{ id?: unknown; name?: unknown }>) ?? []);
  return items
    .filter((item) => typeof item.name === "string" && item.name.toLowerCase() === wanted && typeof item.id === "string")
    .map((item) => item.id as string);
}

const call = (name: string, args: Record<string, unknown>): Reply => ({ kind: "tool", name, arguments: JSON.stringify(args) });

/** Saving (and comparing): list the saved calculations first when one is to be found by name, then save. */
function saveCall(request: ChatRequest, tools: ChatTool[], question: string, language: Language, turn: ReturnType<typeof thisTurn>): Reply | null {
  const saveTool = pickSaveTool(tools);
  const wish = saveTool ? findSaveRequest(question, language) : null;
  if (!saveTool || !wish || turn.calls.includes(saveTool)) return null;
  const inputs = inputsIn(turn.results.map((r) => r.content)) ?? inputsIn(allResults(request));
  if (!inputs) return null;
  const listTool = pickListTool(tools);
  if (wish.compareWith && listTool && !turn.calls.includes(listTool)) return call(listTool, {});
  const compareWithIds = wish.compareWith ? idsNamed(turn.results, wish.compareWith) : [];
  return call(saveTool, { name: wish.name, inputs, ...(compareWithIds.length ? { compareWithIds } : {}) });
}

function toolCall(request: ChatRequest, question: string, language: Language): Reply | null {
  const tools = request.tool_choice === "none" ? [] : (request.tools ?? []);
  const listingTool = pickListingTool(tools);
  if (listingTool && looksLikeListing(question)) return call(listingTool, {});
  const save = saveCall(request, tools, question, language, { calls: [], results: [] });
  if (save) return save;
  const calculationTool = pickCalculationTool(tools);
  const change = findChange(question);
  const previous = change ? inputsIn(allResults(request)) : null;
  if (calculationTool && change && previous) {
    const changed = applyChange(previous, change);
    return call(calculationTool, Object.fromEntries(Object.entries(changed).filter(([key]) => declares(tools, calculationTool, key))));
  }
  const calculation = calculationTool ? findCalculationRequest(question) : null;
  if (calculationTool && calculation) {
    const { purchasePrice, state, ...optional } = calculation;
    const args: Record<string, unknown> = { purchasePrice, state };
    for (const [key, value] of Object.entries(optional)) {
      if (declares(tools, calculationTool, key)) args[key] = value;
    }
    return call(calculationTool, args);
  }
  const taxTool = pickTransferTaxTool(tools);
  const tax = taxTool ? findTransferTaxRequest(question) : null;
  if (taxTool && tax) {
    const args: Record<string, unknown> = { state: tax.state };
    const dateProperty = propertiesOf(tools, taxTool).find((property) => /date/i.test(property));
    if (tax.date && dateProperty) args[dateProperty] = tax.date;
    return call(taxTool, args);
  }
  const listTool = pickListTool(tools);
  if (listTool && asksForSavedCalculations(question)) return call(listTool, {});
  return null;
}

/**
 * The question's language; for a pasted listing, that of the user's own words after it (its last
 * paragraph), since an English listing names German places ("Köln") and a German one may quote English.
 */
function languageOf(question: string): Language {
  if (!looksLikeListing(question)) return detectLanguage(question);
  const paragraphs = question.trim().split(/\n\s*\n|\n(?=[^\n]*$)/);
  return detectLanguage(paragraphs.at(-1) ?? question);
}

export function planReply(request: ChatRequest): Reply {
  const question = lastUserText(request);
  const language: Language = languageOf(question);
  const turn = thisTurn(request);
  if (turn.results.length > 0) {
    const text = turn.results.map((result) => summariseToolResult({ ...result, language, model: request.model })).join("\n\n");
    const tools = request.tool_choice === "none" ? [] : (request.tools ?? []);
    // A capable model goes on when the user asked for more than one step ("read it and save it").
    const next = saveCall(request, tools, question, language, turn);
    return next ? { ...next, text } : { kind: "text", text };
  }
  return toolCall(request, question, language) ?? { kind: "text", text: generalAnswer(language, request.model, question) };
}
