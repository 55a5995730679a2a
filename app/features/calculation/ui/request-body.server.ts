/** The largest JSON body the API reads: a full input is under 2 KB, so this only stops abuse. */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyRead = { ok: true; text: string } | { ok: false; tooLarge: true };

/**
 * Reads a request body up to `limit` bytes and stops reading beyond it, so an oversized chunked upload is
 * never held in memory. A declared Content-Length above the limit fails at once.
 */
export async function readLimitedBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > limit) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading without cancelling: cancelling destroys the socket before the 413 can be sent.
      reader.releaseLock();
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}
