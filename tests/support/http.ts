import { request, type IncomingHttpHeaders } from "node:http";
import type { RunningApp } from "./app-server";

/** Posts a form the way a browser without JavaScript does (urlencoded, no redirect following). */
export function postForm(app: Pick<RunningApp, "url">, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(app.url + path, { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });
}

/**
 * A request exactly as given, Host included, and its response as it travels: fetch() sets Host itself and decodes
 * the body, so what a proxy sends or only the encoded bytes show needs this.
 */
export function rawRequest(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end(body);
  });
}

export function rawGet(url: string, acceptEncoding: string) {
  return rawRequest(url, { headers: { "Accept-Encoding": acceptEncoding } });
}
