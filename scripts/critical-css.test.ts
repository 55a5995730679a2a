import { describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css.mjs";

const CSS = `
*,:before{box-sizing:border-box}
:root{--c-fg:#111}
html{color:var(--c-fg)}
.flex{display:flex}
.grid{display:grid}
.hover\\:underline:hover{text-decoration:underline}
@media (width>=48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}.md\\:hidden{display:none}}
.dark\\:bg-black:where(.dark,.dark *){background:#000}
.a.b{color:red}
`;

describe("the first screen's CSS of a template", () => {
  it("keeps the rules of the classes the template uses, every rule without a class, and drops the rest", () => {
    const css = criticalCss(CSS, new Set(["flex", "md:grid-cols-3", "hover:underline", "dark:bg-black", "a"]));
    expect(css).toContain("box-sizing:border-box");
    expect(css).toContain("--c-fg:#111");
    expect(css).toContain("html{");
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".hover\\:underline:hover");
    expect(css).toMatch(/@media \(width>=48rem\)\{\.md\\:grid-cols-3\{[^}]+\}\}/);
    expect(css).toContain(".dark\\:bg-black");
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain("md\\:hidden");
    // A rule needs all of its own classes.
    expect(css).not.toContain(".a.b");
  });
});
