import { get, type IncomingHttpHeaders } from "node:http";
import type { RunningApp } from "./app-server";

/** Posts a form the way a browser without JavaScript does (urlencoded, no redirect following). */
export function postForm(app: Pick<RunningApp, "url">, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(app.url + path, { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });
}

/** The response as it travels (fetch() would decode it), for what only the encoded bytes show. */
export function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}
