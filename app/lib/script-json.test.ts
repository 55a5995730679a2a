import { describe, expect, it } from "vitest";
import { jsonForScript } from "./script-json";

describe("jsonForScript", () => {
  it("cannot close the script element and still parses to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> & \u2028" };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
