import { createContext, useContext, useState } from "react";

/**
 * HTML a loader rendered into the document but left out of the page's hydration data, by element id (set by
 * entry.server from the request; see document-html.server.ts). Empty in the browser.
 */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * The HTML of the element with this id: the loader's, when it sent it (a navigation in the browser); on the
 * server, what the loader kept for the document; in the browser's first render, what the document was sent
 * with, read back from the page (as the inlined CSS is), so the render matches the server's.
 */
export function useDocumentHtml(id: string, fromLoader: string | undefined): string {
  const kept = useContext(DocumentHtmlContext);
  const [sent] = useState(() => (typeof document === "undefined" ? undefined : document.getElementById(id)?.innerHTML));
  return fromLoader ?? kept.get(id) ?? sent ?? "";
}
