/** Starts loading the chat's live session (the AI SDK) before it is needed, e.g. when the message field gets focus. */
export const preloadLiveSession = () => import("./live-session");
