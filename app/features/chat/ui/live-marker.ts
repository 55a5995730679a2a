/**
 * Marks the empty element the no-JS page's answer is streamed into (live-document.server.tsx); elements
 * carrying `${LIVE_ATTRIBUTE}-only` are hidden once the answer is complete.
 */
export const LIVE_ATTRIBUTE = "data-chat-live";
