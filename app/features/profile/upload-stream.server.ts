import {
  MultipartFormatError,
  MultipartLimitError,
  MultipartParser,
  multipartBoundary,
  type MultipartLimits,
  type MultipartResult,
} from "./multipart";

/** After refusing a body, at most this much more is read (and dropped) so the client sees the answer. */
const DISCARD_LIMIT = 32 * 1024 * 1024;

export interface ReadMultipartOptions {
  /** The whole body's cap; above it a MultipartLimitError is thrown before anything more is read. */
  maxBodyBytes: number;
  limits: MultipartLimits;
  onFileStart?: ConstructorParameters<typeof MultipartParser>[2];
}

/**
 * Parses a multipart request body as it arrives, never holding more than `maxBodyBytes`. Unlike
 * request.formData(), which buffers the whole body first, it stops at the first byte over a limit (or
 * at the first error `onFileStart` throws). The unread rest is then dropped in the background, without
 * being stored, so the error page reaches the browser at once instead of a reset connection.
 */
export async function readMultipart(request: Request, options: ReadMultipartOptions): Promise<MultipartResult> {
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary || !request.body) throw new MultipartFormatError("not multipart/form-data");
  const reader = request.body.getReader();
  try {
    const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
    if (declared > options.maxBodyBytes) throw new MultipartLimitError("declared body too large");
    const parser = new MultipartParser(boundary, options.limits, options.onFileStart);
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return parser.end();
      received += value.byteLength;
      if (received > options.maxBodyBytes) throw new MultipartLimitError("body too large");
      parser.push(value);
    }
  } catch (error) {
    void discardRest(reader);
    throw error;
  }
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let dropped = 0;
  try {
    while (dropped <= DISCARD_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
    // A client still sending after that is not a browser waiting for its answer: cut it off.
    await reader.cancel();
  } catch {
    // The client went away; nothing left to do.
  }
}

/** For a request refused before its body was read: drop the body so the connection stays usable. */
export function discardBody(request: Request): void {
  if (request.body && !request.bodyUsed && !request.body.locked) void discardRest(request.body.getReader());
}
