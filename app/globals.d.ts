/** Replaced at build time by vite.config.ts. */
declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;
