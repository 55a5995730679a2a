import { describe, expect, it } from "vitest";
import { within } from "./within";

describe("within", () => {
  it("gives the result of work that settles in time, and passes a rejection on", async () => {
    expect(await within(Promise.resolve(7), 1000)).toBe(7);
    await expect(within(Promise.reject(new Error("refused")), 1000)).rejects.toThrow("refused");
  });

  it("gives undefined for work that takes longer, which goes on by itself", async () => {
    let finish!: (value: string) => void;
    const work = new Promise<string>((resolve) => (finish = resolve));
    expect(await within(work, 5)).toBeUndefined();
    finish("later");
    expect(await work).toBe("later");
  });
});
