/**
 * Markdown → HTML for the legal texts and blog posts, on the server only (marked never reaches the client
 * bundle; routes pass the finished HTML string). The sources are our own, but the renderer still trusts
 * nothing: raw HTML is shown as text, links only go to local paths, fragments or https/mailto/tel, and
 * images are not rendered at all.
 */
import { Marked, Renderer, type Token, type Tokens } from "marked";
import { createIdAllocator } from "./heading-id";
import type { OutlineEntry, RenderedMarkdown } from "./rendered";
import { escapeMarkup } from "#app/lib/escape-markup";

export type { RenderedMarkdown } from "./rendered";

const SAFE_HREF = /^(\/(?!\/)|#|https:\/\/|mailto:|tel:\+)/;

/** One parser per render: heading ids must be unique within a document, not across documents. */
function createMarked(outline: OutlineEntry[], onTitle: (text: string) => void): Marked {
  const allocateId = createIdAllocator();
  const plain = new Renderer();
  return new Marked({
    gfm: true,
    async: false,
    renderer: {
      html: ({ text }) => escapeMarkup(text),
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        const id = allocateId(text);
        if (depth === 1) onTitle(text);
        if (depth === 2 || depth === 3) outline.push({ id, text, depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link(token: Tokens.Link) {
        const label = this.parser.parseInline(token.tokens);
        if (!SAFE_HREF.test(token.href)) return label;
        return plain.link.call(this, token);
      },
      image: ({ text }) => escapeMarkup(text),
    },
  });
}

function isTitle(token: Token): token is Tokens.Heading {
  return token.type === "heading" && token.depth === 1;
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const outline: OutlineEntry[] = [];
  let title = "";
  const marked = createMarked(outline, (text) => (title ||= text));
  const tokens = marked.lexer(markdown);
  const titleIndex = tokens.findIndex(isTitle);
  const rest = titleIndex >= 0 ? tokens.filter((_, index) => index !== titleIndex) : tokens;
  const split = rest.findIndex((token) => token.type === "heading" && token.depth === 2);
  const [introTokens, bodyTokens] = split >= 0 ? [rest.slice(0, split), rest.slice(split)] : [rest, []];
  // Parsing needs the link references the lexer collected on the full list.
  const withLinks = (part: Token[]) => Object.assign(part, { links: tokens.links });
  // The title is rendered for its plain text only; the page renders its own <h1>.
  if (titleIndex >= 0) marked.parser(withLinks(tokens.slice(titleIndex, titleIndex + 1)));
  return {
    title,
    intro: marked.parser(withLinks(introTokens)),
    body: marked.parser(withLinks(bodyTokens)),
    outline,
  };
}
