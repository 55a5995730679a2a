/** Where the no-JS page's streamed answer goes (see live-html.server.ts); an empty element React leaves alone. */
export const LIVE_MARKER_ID = "chat-live-end";
export const LIVE_ATTRIBUTE = "data-chat-live";
