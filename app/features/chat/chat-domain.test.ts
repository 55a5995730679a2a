import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { trimToBudget } from "./context-window";
import { displayStatus, titleFrom } from "./messages";
import { parseModelList } from "#app/config/ai-models";
import { continuingModel, modelOptions } from "./models";
import { cardCalculations } from "./tool-results";

const message = (id: string, role: "user" | "assistant", text: string): UIMessage => ({ id, role, parts: [{ type: "text", text }] });

describe("AI_MODELS", () => {
  it("parses ids with labels per language, the first being the default", () => {
    const models = parseModelList("kolleague-local=Local test model|Lokales Testmodell, gpt-4.1-mini=GPT mini");
    expect(models).toEqual([
      { id: "kolleague-local", label: { en: "Local test model", de: "Lokales Testmodell" } },
      { id: "gpt-4.1-mini", label: { en: "GPT mini", de: "GPT mini" } },
    ]);
    expect(modelOptions(models!, ["gpt-4.1-mini"], "de")).toEqual([{ id: "gpt-4.1-mini", label: "GPT mini" }]);
  });

  it("continues a conversation with its model only while the user may still choose it", () => {
    const free = [{ id: "kolleague-local", label: "Local" }];
    expect(continuingModel("kolleague-local-mini", [...free, { id: "kolleague-local-mini", label: "Mini" }], "kolleague-local")).toBe(
      "kolleague-local-mini",
    );
    expect(continuingModel("kolleague-local-mini", free, "kolleague-local")).toBe("kolleague-local");
  });

  it("refuses malformed lists", () => {
    for (const bad of ["", "no-label", "a=A,a=B", "=Label", "bad id=Label", "a=A|"]) expect(parseModelList(bad), bad).toBeNull();
  });
});

describe("the context sent to the model", () => {
  it("keeps the newest whole turns within the budget, starting with a question", () => {
    const history = [message("1", "user", "a".repeat(50)), message("2", "assistant", "b".repeat(50)), message("3", "user", "c".repeat(50))];
    expect(trimToBudget(history, 10_000).map((m) => m.id)).toEqual(["1", "2", "3"]);
    expect(trimToBudget(history, 150).map((m) => m.id)).toEqual(["3"]);
  });

  it("always keeps the last question, even over the budget", () => {
    expect(trimToBudget([message("1", "user", "x".repeat(500))], 10).map((m) => m.id)).toEqual(["1"]);
  });
});

describe("answers whose writer died", () => {
  it("show as failed once the heartbeat is older than the stall time, never as a spinner", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(displayStatus("streaming", "2026-11-22T11:59:50Z", now, 30_000)).toBe("streaming");
    expect(displayStatus("streaming", "2026-11-22T11:59:00Z", now, 30_000)).toBe("failed");
    expect(displayStatus("pending", "2026-11-22T11:59:00Z", now, 30_000)).toBe("failed");
    expect(displayStatus("complete", "2026-11-22T10:00:00Z", now, 30_000)).toBe("complete");
  });
});

describe("titles and cards", () => {
  it("names a conversation after the first line of its first question", () => {
    expect(titleFrom("  What does a flat cost?\nMore text")).toBe("What does a flat cost?");
    const long = titleFrom("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(61);
    expect(long.endsWith("…")).toBe(true);
  });

  it("reads only well-formed tool results into cards, with calculator queries only", () => {
    const figures = {
      transferTaxPercent: 3.5,
      purchaseCosts: 1,
      totalInvestment: 2,
      loanAmount: 3,
      monthlyPayment: 4,
      grossYieldPercent: null,
      netYieldPercent: null,
    };
    expect(cardCalculations({ ok: true, search: "?purchasePrice=1&state=BY", figures })).toEqual([{ search: "?purchasePrice=1&state=BY", figures }]);
    expect(cardCalculations({ ok: true, search: "javascript:alert(1)", figures })).toEqual([]);
    expect(cardCalculations({ ok: false, errors: {} })).toEqual([]);
    expect(cardCalculations({ ok: true, calculations: [{ name: "Flat", search: "?a=1", figures: null }] })).toEqual([
      { name: "Flat", search: "?a=1", figures: null },
    ]);
  });
});
