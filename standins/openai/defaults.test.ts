import { expect, it } from "vitest";
import { isLocalStandIn, LOCAL_OPENAI_API_KEY, LOCAL_OPENAI_BASE_URL } from "@kolleague/local-stand-ins";
import { startOpenAIStandIn } from "./index";

it("has a default URL and key that the production env check treats as a local stand-in", async () => {
  expect(isLocalStandIn(LOCAL_OPENAI_BASE_URL)).toBe(true);
  expect(isLocalStandIn(LOCAL_OPENAI_API_KEY)).toBe(true);
  const standIn = await startOpenAIStandIn({ port: 0, quiet: true });
  try {
    expect(isLocalStandIn(standIn.baseURL)).toBe(true);
    expect(standIn.apiKey).toBe(LOCAL_OPENAI_API_KEY);
  } finally {
    await standIn.stop();
  }
});
