import {
  MultipartFormatError,
  MultipartLimitError,
  MultipartParser,
  multipartBoundary,
  type MultipartLimits,
  type MultipartResult,
} from "#app/lib/multipart";
import { discardRest } from "#app/lib/body.server";

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
