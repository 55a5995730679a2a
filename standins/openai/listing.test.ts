import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findChange, findSaveRequest, looksLikeListing } from "./listing";
import type { ChatRequest, ChatTool } from "./protocol";
import { planReply } from "./reply";

const sample = (name: string) => readFileSync(new URL(`../../fixtures/listings/${name}`, import.meta.url), "utf8");
const tool = (name: string, properties: string[] = []): ChatTool => ({
  type: "function",
  function: { name, parameters: { properties: Object.fromEntries(properties.map((p) => [p, {}])) } },
});
const TOOLS = [
  tool("calculate_property", ["purchasePrice", "state", "equity", "interestRatePercent", "coldRentMonthly", "nonAllocableCostsMonthly"]),
  tool("read_listing", ["text", "equity"]),
  tool("save_calculation", ["name", "inputs", "compareWithIds"]),
  tool("list_saved_calculations", ["limit"]),
  tool("compare_saved_calculations", ["ids"]),
  tool("transfer_tax_rate", ["state", "date"]),
];
const request = (messages: ChatRequest["messages"]): ChatRequest => ({ model: "kolleague-local", messages, tools: TOOLS });
const inputs = { purchasePrice: 349000, state: "SN", equity: 69800, interestRatePercent: 3.5, coldRentMonthly: 980 };
const listingResult = JSON.stringify({
  ok: true,
  kind: "listing",
  found: [{ field: "purchasePrice", value: 349000 }],
  assumed: [],
  missing: [],
  inputs,
});

/** The question, the listing tool's call and its result: the request after the listing was read. */
const listingRead = (question: string) =>
  request([
    { role: "user", content: question },
    { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "read_listing", arguments: "{}" } }] },
    { role: "tool", tool_call_id: "c1", content: listingResult },
  ]);

describe("the stand-in reads listings", () => {
  it("recognises the German and English samples, not a plain question", () => {
    expect(looksLikeListing(sample("leipzig-de.txt"))).toBe(true);
    expect(looksLikeListing(sample("cologne-en.txt"))).toBe(true);
    expect(looksLikeListing("Was kostet eine Wohnung für 300.000 € in Bayern?")).toBe(false);
  });

  it("calls read_listing for a listing, then save_calculation with its inputs when asked to save", () => {
    const question = `${sample("leipzig-de.txt")}\nRechne das durch und speichere es als „Gohlis 72“.`;
    expect(planReply(request([{ role: "user", content: question }]))).toMatchObject({ kind: "tool", name: "read_listing", arguments: "{}" });
    const second = planReply(listingRead(question));
    expect(second).toMatchObject({ kind: "tool", name: "save_calculation" });
    expect(JSON.parse((second as { arguments: string }).arguments)).toEqual({ name: "Gohlis 72", inputs });
    expect((second as { text?: string }).text).toMatch(/Ich habe das Exposé gelesen/);
  });

  it("answers an English listing in English although it names a German city", () => {
    const question = `${sample("cologne-en.txt")}\nPlease save it as "Ehrenfeld".`;
    const reply = planReply(listingRead(question));
    expect((reply as { text?: string }).text).toMatch(/^I read the listing/);
  });

  it("lists first to compare with a saved calculation by name", () => {
    expect(findSaveRequest('Save it as "Ehrenfeld" and compare it with my saved "Nippes"', "en")).toEqual({
      name: "Ehrenfeld",
      compareWith: "Nippes",
    });
    const history: ChatRequest["messages"] = [
      { role: "user", content: "x" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "read_listing", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c1", content: listingResult },
      { role: "user", content: 'Save it as "Ehrenfeld" and compare it with my saved "Nippes"' },
    ];
    expect(planReply(request(history))).toMatchObject({ name: "list_saved_calculations" });
    const listed = JSON.stringify({ ok: true, calculations: [{ id: "11111111-1111-4111-8111-111111111111", name: "Nippes" }] });
    const save = planReply(
      request([
        ...history,
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "c2", type: "function", function: { name: "list_saved_calculations", arguments: "{}" } }],
        },
        { role: "tool", tool_call_id: "c2", content: listed },
      ]),
    );
    expect(JSON.parse((save as { arguments: string }).arguments)).toEqual({
      name: "Ehrenfeld",
      inputs,
      compareWithIds: ["11111111-1111-4111-8111-111111111111"],
    });
  });

  it("answers a follow-up with the same inputs and one change", () => {
    expect(findChange("und mit 20 % Eigenkapital?")).toEqual({ kind: "equityPercent", value: 20 });
    expect(findChange("what if the rent is 50 € lower?")).toEqual({ kind: "rentDelta", value: -50 });
    const history: ChatRequest["messages"] = [
      { role: "user", content: "listing" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "read_listing", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c1", content: listingResult },
      { role: "assistant", content: "Done." },
    ];
    const rent = planReply(request([...history, { role: "user", content: "What if the rent is 50 € lower?" }]));
    expect(JSON.parse((rent as { arguments: string }).arguments)).toEqual({ ...inputs, coldRentMonthly: 930 });
    const equity = planReply(request([...history, { role: "user", content: "Und mit 30 % Eigenkapital?" }]));
    expect(JSON.parse((equity as { arguments: string }).arguments)).toMatchObject({ equity: 104700 });
  });

  it("after a save: the links, or that nothing was saved", () => {
    const saved = JSON.stringify({
      ok: true,
      name: "Gohlis",
      links: { calculator: "/de/calculator?purchasePrice=1", saved: "/de/calculations", compare: null },
    });
    const history = (content: string): ChatRequest["messages"] => [
      { role: "user", content: "Speichere bitte die Wohnung als „Gohlis“" },
      { role: "assistant", content: null, tool_calls: [{ id: "s1", type: "function", function: { name: "save_calculation", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "s1", content },
    ];
    expect((planReply(request(history(saved))) as { text: string }).text).toMatch(/Gespeichert als „Gohlis“[\s\S]*\(\/de\/calculations\)/);
    const declined = JSON.stringify({ error: "The user declined: nothing was saved." });
    expect((planReply(request(history(declined))) as { text: string }).text).toMatch(/nichts gespeichert/);
  });
});
