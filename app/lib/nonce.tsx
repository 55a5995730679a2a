import { createContext, useContext } from "react";

/** The CSP nonce for inline scripts; set by entry.server, empty in the browser (which hides it anyway). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
