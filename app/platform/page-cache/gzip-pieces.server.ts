import { constants, crc32, deflateRawSync } from "node:zlib";

/** How far back deflate refers (its default and largest window, 2^15 bytes). */
const DEFLATE_WINDOW = 32 * 1024;

/**
 * A page kept in pieces between its nonces (page-cache.server.ts), compressed once and served as gzip with
 * a new nonce each time, with no compression work per response (RFC 1951, RFC 1952):
 * - each piece is compressed as raw deflate, every piece but the last ending with a flush that closes it on
 *   a byte boundary;
 * - per response, the nonce goes between the pieces as a stored (uncompressed) deflate block;
 * - a gzip header before them, and after them the CRC-32 and length of the page as sent.
 * Each piece may refer back to the pieces before it (as one deflate stream would), given them as its preset
 * dictionary with every insert as that many NUL bytes. HTML without NUL bytes can match none of those, so
 * every reference lands on the same bytes whatever the insert, as long as it has `insertLength` bytes; a
 * page that holds a NUL byte is compressed piece by piece with no references between them.
 * Level 9: it runs once per kept page; the result is about as small as brotli's level 4 (`/`: 12,255
 * against 12,181 bytes), which the compression middleware would otherwise spend on every response.
 */
export function deflatePieces(pieces: readonly Buffer[], insertLength: number): Buffer[] {
  const hole = Buffer.alloc(insertLength);
  const linked = !pieces.some((piece) => piece.includes(0));
  // What a piece may refer back to: the window's worth of the stream before it, inserts as holes.
  let behind = Buffer.alloc(0);
  return pieces.map((piece, index) => {
    const dictionary = linked && index > 0 ? behind : null;
    if (linked) behind = Buffer.concat([behind, piece, hole]).subarray(-DEFLATE_WINDOW);
    return deflateRawSync(piece, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(dictionary ? { dictionary } : {}),
    });
  });
}

// ID1 ID2, CM = deflate, no flags, no modification time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const STORED_BLOCK_MAX = 0xffff;

/** The head of a non-final stored block of `length` bytes: BFINAL 0, BTYPE 00, padded to the byte, LEN, NLEN. */
function storedBlockHead(length: number): Buffer {
  if (length > STORED_BLOCK_MAX) throw new RangeError("a stored block holds at most 65,535 bytes");
  const head = Buffer.alloc(5);
  head.writeUInt16LE(length, 1);
  head.writeUInt16LE(~length & 0xffff, 3);
  return head;
}

/**
 * The gzip stream of `pieces` joined with `insert` between each two, from their `deflatePieces` result
 * (made for inserts of exactly this length). The chunks are the kept buffers themselves plus a few small
 * ones: nothing of the page is copied.
 */
export function gzipJoined(pieces: readonly Buffer[], deflated: readonly Buffer[], insert: Buffer): { chunks: Buffer[]; length: number } {
  const chunks: Buffer[] = [GZIP_HEADER];
  const separator = storedBlockHead(insert.length);
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      chunks.push(separator, insert);
      crc = crc32(insert, crc);
      size += insert.length;
    }
    chunks.push(deflated[index]!);
    crc = crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE: the length modulo 2^32.
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(trailer);
  return { chunks, length: chunks.reduce((sum, chunk) => sum + chunk.length, 0) };
}
