import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { counterKey } from "./counter-key";

const SECRET = "a-session-secret-of-at-least-32-characters";

describe("counterKey", () => {
  it("holds the subject only as a keyed hash: stable, but not the plain SHA-256 anyone could recompute", () => {
    const key = (secret = SECRET) => counterKey({ name: "chat.ip", limit: 60, windowSeconds: 3600, subject: "203.0.113.7", kind: "ip" }, secret);
    expect(key()).toMatch(/^chat\.ip:60\/3600s:[A-Za-z0-9_-]{43}$/);
    expect(key()).not.toContain("203.0.113");
    expect(key()).toBe(key());
    expect(key().split(":")[2]).not.toBe(createHash("sha256").update("203.0.113.7").digest("base64url"));
    expect(key("another-session-secret-of-32-characters")).not.toBe(key());
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4", () => {
    const at = (subject: string) => counterKey({ name: "x.ip", limit: 1, windowSeconds: 60, subject, kind: "ip" }, SECRET);
    expect(at("2001:db8:1:2::1")).toBe(at("2001:db8:1:2:ffff::9"));
    expect(at("2001:db8:1:2::1")).not.toBe(at("2001:db8:1:3::1"));
    expect(at("::ffff:198.51.100.4")).toBe(at("198.51.100.4"));
  });

  it("normalises text subjects, and keeps the limit out of the key when told", () => {
    const text = (subject: string, limit?: number) => counterKey({ name: "chat.day", limit, windowSeconds: 86_400, subject, kind: "text" }, SECRET);
    expect(text(" Ada@Example.org ")).toBe(text("ada@example.org"));
    expect(text("u1")).toMatch(/^chat\.day:86400s:/);
    expect(text("u1", 20)).not.toBe(text("u1", 200));
  });
});
