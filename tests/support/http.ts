import type { RunningApp } from "./app-server";

/** Posts a form the way a browser without JavaScript does (urlencoded, no redirect following). */
export function postForm(app: Pick<RunningApp, "url">, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(app.url + path, { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });
}
