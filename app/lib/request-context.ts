import { createContext, type RouterContextProvider } from "react-router";
import type { PageCache } from "#app/platform/page-cache/page-cache.server";

/** What the Node server knows about a request and hands to loaders, actions and entry.server. */
export interface RequestInfo {
  /** The CSP nonce for this response's inline scripts. */
  nonce: string;
  /** The client's IP as judged with TRUST_PROXY; used for rate limits, never logged in full. */
  clientIp: string;
  requestId: string;
  /**
   * Where entry.server keeps this request's page if it is public, under the key the lookup computed (so
   * lookup and store can never disagree); null in development, with PAGE_CACHE_MB=0 or for a request that
   * must always be rendered (signed in, flash message, not GET).
   */
  pageCache: { cache: PageCache; key: string } | null;
  /** HTML loaders render into this document only, by element id (document-html.server.ts). */
  documentHtml: Map<string, string>;
}

export const requestInfoContext = createContext<RequestInfo>();

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
