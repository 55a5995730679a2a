import { describe, expect, it } from "vitest";
import { metaCookie } from "./meta-cookies.server";

const withCookie = (cookie: string) => new Request("http://local/", { headers: { Cookie: cookie } });
const FBP = "fb.1.1795400000000.1234567890";

describe("metaCookie", () => {
  it("reads Meta's cookies as its script writes them, percent-encoded or not", () => {
    expect(metaCookie(withCookie(`consent=x; _fbp=${FBP}`), "_fbp")).toBe(FBP);
    expect(metaCookie(withCookie(`_fbc=fb.1.1795400000000.Ab%2DCd`), "_fbc")).toBe("fb.1.1795400000000.Ab-Cd");
  });

  it.each([
    ["invalid percent-encoding", "_fbp=%"],
    ["a cut-off escape", "_fbp=fb.1.1795400000000.%E0%A4%A"],
    ["an over-long value, never cut to fit", `_fbp=${FBP}${"1".repeat(400)}`],
    ["another shape", "_fbp=<script>"],
    ["an empty value", "_fbp="],
  ])("drops %s without throwing", (_case, cookie) => {
    expect(metaCookie(withCookie(cookie), "_fbp")).toBeNull();
  });
});
