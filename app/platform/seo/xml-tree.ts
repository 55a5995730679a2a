/**
 * A strict little XML reader for the tests of our generated XML (sitemap, RSS): it checks well-formedness
 * (one root, matching tags, quoted unique attributes, no bare `<` or `&`) and returns the element tree.
 * It also rejects a bare `>` in text, which XML allows but our escaping never produces.
 * It knows only what we generate: no DOCTYPE, CDATA, comments or processing instructions past the prolog.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITY = /&(#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function decode(text: string, where: string): string {
  if (/&(?!(#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`Bare & in ${where}`);
  return text.replace(ENTITY, (_m, name: string) =>
    name.startsWith("#x")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (NAMED[name] ?? ""),
  );
}

export function parseXml(source: string): XmlElement {
  const xml = source.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let index = 0;
  while (index < xml.length) {
    const next = xml.indexOf("<", index);
    const text = xml.slice(index, next === -1 ? xml.length : next);
    if (text.includes(">")) throw new Error(`Bare > near "${text.slice(0, 40)}"`);
    const parent = stack.at(-1);
    if (parent) parent.text += decode(text, `<${parent.name}>`);
    else if (text.trim() !== "") throw new Error(`Text outside the root element: "${text.trim().slice(0, 40)}"`);
    if (next === -1) break;
    TAG.lastIndex = next;
    const match = TAG.exec(xml);
    if (!match) throw new Error(`Malformed tag near "${xml.slice(next, next + 40)}"`);
    const [whole, closing, name = "", attributeText = "", selfClosing] = match;
    index = next + whole.length;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? "nothing"}>`);
      continue;
    }
    if (root && stack.length === 0) throw new Error(`Second root element <${name}>`);
    const element: XmlElement = { name, attributes: {}, children: [], text: "" };
    for (const [, key = "", double, single] of attributeText.matchAll(ATTRIBUTE)) {
      if (key in element.attributes) throw new Error(`Attribute ${key} repeated on <${name}>`);
      element.attributes[key] = decode(double ?? single ?? "", `attribute ${key}`);
    }
    if (parent) parent.children.push(element);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (!root) throw new Error("No root element");
  return root;
}

/** Child elements with a given name, for terse assertions. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);
