import { createContext, type RouterContextProvider } from "react-router";

/** What the Node server knows about a request and hands to loaders, actions and entry.server. */
export interface RequestInfo {
  /** The CSP nonce for this response's inline scripts. */
  nonce: string;
  /** The client's IP as judged with TRUST_PROXY; used for rate limits, never logged in full. */
  clientIp: string;
  requestId: string;
}

export const requestInfoContext = createContext<RequestInfo>();

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
