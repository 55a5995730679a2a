import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, parseBlocks, safeHref } from "./markdown";

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe("the chat's Markdown", () => {
  it("renders the subset the colleague writes", () => {
    const out = html("## Costs\n\nThe **rate** is *fine*: `3 %`.\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted");
    expect(out).toContain('<h4 class="font-bold">Costs</h4>');
    expect(out).toContain("<strong>rate</strong>");
    expect(out).toContain("<em>fine</em>");
    expect(out).toContain('<code class="rounded bg-subtle px-1">3 %</code>');
    expect(out).toMatch(/<ul[^>]*><li>one<\/li><li>two<\/li><\/ul>/);
    expect(out).toMatch(/<ol[^>]*><li>first<\/li><li>second<\/li><\/ol>/);
    expect(out).toMatch(/<blockquote[^>]*>quoted<\/blockquote>/);
  });

  it("shows raw HTML as text and renders no images", () => {
    const out = html("<script>alert(1)</script> <img src=x onerror=alert(1)> ![pic](https://example.com/a.png)");
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("keeps only http(s) and site-relative links; external ones get rel noopener noreferrer nofollow", () => {
    const out = html(
      "[calc](/calculator?purchasePrice=1) [ext](https://example.com/x) [bad](javascript:alert(1)) [data](data:text/html,hi) [proto](//evil.example)",
    );
    expect(out).toContain('<a href="/calculator?purchasePrice=1">calc</a>');
    expect(out).toContain('<a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">ext</a>');
    expect(out).not.toMatch(/href="(javascript|data):/);
    expect(out).not.toContain('href="//evil.example"');
    expect(out).toContain("bad");
    expect(safeHref("JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeHref("mailto:a@b.c")).toBeNull();
    // Browsers read a backslash as a slash: each of these would open another host.
    for (const href of ["/\\evil.example", "/%5Cevil.example", "/%2F%2Fevil.example", "/x/..//evil.example", "/\tevil"]) {
      expect(safeHref(href), href).toBeNull();
    }
    expect(html("[x](/\\evil.example)")).not.toContain("<a");
  });

  it("keeps code blocks verbatim", () => {
    expect(parseBlocks("```\n**not bold** <b>\n```")).toEqual([{ kind: "code", text: "**not bold** <b>" }]);
    expect(html("```\n<b>x</b>\n```")).toContain("&lt;b&gt;x&lt;/b&gt;");
  });
});
