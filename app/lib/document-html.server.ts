import type { RouterContextProvider } from "react-router";
import { getRequestInfo } from "./request-context";

/**
 * For a loader whose page shows a large block of HTML (a legal text): a document request renders it into the
 * page and leaves it out of the hydration data, where it would travel a second time, escaped (for
 * `/de/privacy`, about a third of the page); the browser reads it back from the page (useDocumentHtml).
 * A data request (React Router's `.data`, a navigation in the browser) gets it as loader data.
 */
export function htmlForLoaderData(request: Request, context: Readonly<RouterContextProvider>, id: string, html: string): string | undefined {
  if (new URL(request.url).pathname.endsWith(".data")) return html;
  getRequestInfo(context).documentHtml.set(id, html);
  return undefined;
}
