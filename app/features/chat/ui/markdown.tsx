import { Fragment, type ReactNode } from "react";
import { safeRedirectPath } from "#app/lib/safe-redirect";

/**
 * The model's Markdown as React elements, identical on the server and in the browser. Safety comes from the
 * shape, not from sanitising: there is no HTML string anywhere (React escapes all text), raw HTML in the
 * answer shows as text, images are not rendered, and links keep only http(s) and site-relative targets;
 * external ones open with rel="noopener noreferrer nofollow". A small subset (paragraphs, headings, lists,
 * quotes, code, bold, italic, links) covers what the colleague writes, in ~2 KB instead of a parser library.
 */
type Block =
  | { kind: "p" | "quote"; text: string }
  | { kind: "h"; level: number; text: string }
  | { kind: "ul" | "ol"; items: string[] }
  | { kind: "code"; text: string };

const LIST_ITEM = /^\s*(?:[-*+]|(\d+)[.)])\s+(.*)$/;

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "p", text: paragraph.join("\n") });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      endParagraph();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i]!)) code.push(lines[i]!);
      blocks.push({ kind: "code", text: code.join("\n") });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line.trim() === "") endParagraph();
    else if (heading) {
      endParagraph();
      blocks.push({ kind: "h", level: heading[1]!.length, text: heading[2]! });
    } else if (item) {
      endParagraph();
      const kind = item[1] ? "ol" : "ul";
      const last = blocks.at(-1);
      if (last && last.kind === kind) last.items.push(item[2]!);
      else blocks.push({ kind, items: [item[2]!] });
    } else if (line.startsWith(">")) {
      endParagraph();
      blocks.push({ kind: "quote", text: line.replace(/^>\s?/, "") });
    } else paragraph.push(line);
  }
  endParagraph();
  return blocks;
}

const INLINE = /(`[^`\n]+`)|\*\*([^*\n]+)\*\*|__([^_\n]+)__|\*([^*\n]+)\*|_([^_\n]+)_|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

export function safeHref(href: string): { href: string; external: boolean } | null {
  if (href.startsWith("#")) return { href, external: false };
  // Site links go through the site's one path check: "/\host", dot segments and encoded tricks leave the site.
  if (href.startsWith("/")) return safeRedirectPath(href, "") ? { href, external: false } : null;
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = nodes.length;
    const [, code, bold1, bold2, em1, em2, label, href] = match;
    if (code)
      nodes.push(
        <code key={key} className="rounded bg-subtle px-1">
          {code.slice(1, -1)}
        </code>,
      );
    else if (bold1 ?? bold2) nodes.push(<strong key={key}>{inline(bold1 ?? bold2!)}</strong>);
    else if (em1 ?? em2) nodes.push(<em key={key}>{inline(em1 ?? em2!)}</em>);
    else if (label && href) {
      const target = safeHref(href);
      nodes.push(
        target ? (
          <a key={key} href={target.href} {...(target.external ? { rel: "noopener noreferrer nofollow", target: "_blank" } : {})}>
            {inline(label)}
          </a>
        ) : (
          <Fragment key={key}>{label}</Fragment>
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function lines(text: string): ReactNode[] {
  return text.split("\n").flatMap((line, index) => (index === 0 ? inline(line) : [<br key={`br${index}`} />, ...inline(line)]));
}

export function Markdown({ source }: { source: string }) {
  return (
    <div className="chat-markdown flex flex-col gap-2 break-words">
      {parseBlocks(source).map((block, index) => {
        switch (block.kind) {
          case "h": {
            // Headings inside an answer stay below the page's own (h2 for the conversation).
            const Tag = (["h3", "h4", "h5", "h6"] as const)[Math.min(block.level, 4) - 1]!;
            return (
              <Tag key={index} className="font-bold">
                {inline(block.text)}
              </Tag>
            );
          }
          case "ul":
          case "ol": {
            const List = block.kind;
            return (
              <List key={index} className={block.kind === "ul" ? "list-disc pl-6" : "list-decimal pl-6"}>
                {block.items.map((item, i) => (
                  <li key={i}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          case "code":
            return (
              <pre key={index} className="overflow-x-auto rounded bg-subtle p-2 text-sm">
                <code>{block.text}</code>
              </pre>
            );
          case "quote":
            return (
              <blockquote key={index} className="border-l-4 border-border pl-3">
                {lines(block.text)}
              </blockquote>
            );
          default:
            return <p key={index}>{lines(block.text)}</p>;
        }
      })}
    </div>
  );
}
