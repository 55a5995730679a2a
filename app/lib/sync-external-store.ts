/**
 * Stands in for `use-sync-external-store/shim` in the browser bundle (vite.config.ts): react-i18next imports
 * the hook from that shim, written for React < 18. React 19 has it built in; the package's own main entry
 * would re-export it too, but warns in development that it is not meant to be imported.
 */
export { useSyncExternalStore } from "react";
