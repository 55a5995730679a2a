import { createContext, useContext } from "react";

/** The CSP nonce for inline scripts and styles; set by entry.server, and by entry.client from the page. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
