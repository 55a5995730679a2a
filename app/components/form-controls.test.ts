import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inputClass } from "./form-controls";

const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");

/** A colour token's light and dark value, as app.css defines it with light-dark(). */
function token(name: string): [string, string] {
  const match = new RegExp(`--c-${name}: light-dark\\((#[0-9a-f]{6}), (#[0-9a-f]{6})\\)`).exec(css);
  if (!match) throw new Error(`no token --c-${name}`);
  return [match[1]!, match[2]!];
}

/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("form controls", () => {
  it("have an edge of at least 3:1 against every background a form sits on, in both schemes (WCAG 1.4.11)", () => {
    expect(inputClass).toMatch(/(^| )border-control( |$)/);
    const control = token("control");
    for (const background of ["surface", "canvas", "subtle"]) {
      token(background).forEach((colour, scheme) => {
        expect(contrast(control[scheme]!, colour), `${background}, ${scheme ? "dark" : "light"}`).toBeGreaterThanOrEqual(3);
      });
    }
  });
});
