import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createContext, type RouterContextProvider } from "react-router";
import { logger } from "#app/platform/log/logger.server";

/**
 * HTML a route streams into its own document while the response is open: entry.server passes React's
 * HTML through up to `insertAfter`, then writes `content` there as it is produced, then the rest of the
 * document. A browser renders a chunked document progressively, so a page can grow without any script.
 * A route's loader registers it (streamIntoDocument); entry.server knows only this type, never the feature.
 */
export interface DocumentStream {
  /** The exact HTML after which the content goes (its first occurrence in the document). */
  insertAfter: string;
  /** The pieces of HTML to insert; the rest of the document follows when it ends. `signal` aborts when the reader left. */
  content: (signal: AbortSignal) => AsyncIterable<string>;
}

const documentStreamContext = createContext<DocumentStream | null>(null);

/** Called by a loader: this request's document streams `stream` (a data request ignores it). */
export function streamIntoDocument(context: Readonly<RouterContextProvider>, stream: DocumentStream) {
  context.set(documentStreamContext, stream);
}

export function registeredDocumentStream(context: Readonly<RouterContextProvider>): DocumentStream | null {
  return context.get(documentStreamContext);
}

/** The transform entry.server pipes the document through when a stream is registered. */
export function documentStreamTransform({ insertAfter, content }: DocumentStream, signal: AbortSignal): Transform {
  let pending = "";
  let done = false;
  // A chunk may end inside a multi-byte character; the decoder holds such bytes back for the next one.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, decoder.write(chunk));
      pending += decoder.write(chunk);
      const at = pending.indexOf(insertAfter);
      if (at < 0) {
        // Keep a tail that could be the start of the marker split across chunks.
        let cut = pending.length - Math.min(pending.length, insertAfter.length - 1);
        // Never between the two halves of a surrogate pair (an emoji): each half alone encodes as U+FFFD.
        if (/[\uD800-\uDBFF]/.test(pending.charAt(cut - 1))) cut -= 1;
        const out = pending.slice(0, cut);
        pending = pending.slice(cut);
        return callback(null, out);
      }
      done = true;
      const head = pending.slice(0, at + insertAfter.length);
      const rest = pending.slice(at + insertAfter.length);
      pending = "";
      this.push(head);
      void (async () => {
        try {
          for await (const html of content(signal)) this.push(html);
        } catch (error) {
          logger.error({ err: error }, "document stream: the inserted content failed");
        }
        callback(null, rest);
      })();
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
