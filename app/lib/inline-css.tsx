import { createContext, useContext } from "react";

/**
 * The production stylesheet is small (≈6 KB gzip), so the server inlines it into <head>: the first paint
 * then waits for no second request, which is what slow mobile connections feel most. The browser keeps
 * the server's <style> through hydration; the client never needs the text.
 */
export const InlineCssContext = createContext("");

export function InlineStyles({ nonce }: { nonce: string }) {
  const css = useContext(InlineCssContext);
  if (import.meta.env.DEV) return null;
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
