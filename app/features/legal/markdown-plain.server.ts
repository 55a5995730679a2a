/**
 * Legal Markdown as plain text, for mails: one string per heading, paragraph or list item, so a mail's
 * text part and its (escaped) HTML part carry the same words as the page. Links keep their label only;
 * the mail names the page's address itself.
 */
import { Lexer, type Token } from "marked";

function inline(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === "br") return "\n";
      if ("tokens" in token && Array.isArray(token.tokens) && token.tokens.length > 0) return inline(token.tokens);
      return "text" in token && typeof token.text === "string" ? token.text : "";
    })
    .join("");
}

function blocks(tokens: readonly Token[], bullet = ""): string[] {
  return tokens.flatMap((token): string[] => {
    switch (token.type) {
      case "heading":
      case "paragraph":
      case "text":
        return [bullet + inline(token.tokens ?? [])];
      case "list":
        return token.items.flatMap((item: { tokens: Token[] }, index: number) =>
          blocks(item.tokens, `${token.ordered ? `${(Number(token.start) || 1) + index}.` : "-"} `),
        );
      case "blockquote":
        return blocks(token.tokens ?? []);
      default:
        return [];
    }
  });
}

/**
 * The level-2 sections whose heading starts with one of `numbers` ("2", "3"), as plain-text blocks with
 * their headings. The numbers are load-bearing in the texts themselves ("the model form in section 3").
 */
export function sectionsAsText(markdown: string, numbers: readonly string[]): string[] {
  const tokens = Lexer.lex(markdown, { gfm: true });
  const picked: Token[] = [];
  let keep = false;
  for (const token of tokens) {
    if (token.type === "heading" && token.depth <= 2) keep = token.depth === 2 && numbers.some((n) => String(token.text).startsWith(`${n}. `));
    if (keep) picked.push(token);
  }
  return blocks(picked);
}
