/**
 * A small streaming multipart/form-data parser (RFC 7578). Fed chunk by chunk, it never holds more than
 * the current part's bytes plus one delimiter's length, and it stops with a MultipartLimitError as soon
 * as a part grows beyond its limit, so a caller can refuse an oversized upload without reading the rest.
 */
export interface MultipartLimits {
  /** Largest file part, in bytes. */
  maxFileBytes: number;
  /** Largest text field, in bytes. */
  maxFieldBytes: number;
  maxParts: number;
}

interface MultipartFile {
  field: string;
  filename: string;
  contentType: string | null;
  data: Buffer;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: MultipartFile[];
}

export class MultipartLimitError extends Error {}
export class MultipartFormatError extends Error {}

const MAX_HEADER_BYTES = 8 * 1024;
const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** The boundary from a Content-Type header, or null when it is not multipart/form-data. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

interface OpenPart {
  field: string;
  filename: string | null;
  contentType: string | null;
  chunks: Buffer[];
  size: number;
  announced: boolean;
}

const HEAD_BYTES = 16;

type State = "delimiter" | "afterDelimiter" | "headers" | "body" | "done";

export class MultipartParser {
  // The stream is read as if it began with CRLF, so the first delimiter looks like every other one.
  private buffer: Buffer = Buffer.from(CRLF);
  private state: State = "delimiter";
  private part: OpenPart | null = null;
  private parts = 0;
  private readonly delimiter: Buffer;
  readonly result: MultipartResult = { fields: {}, files: [] };

  constructor(
    boundary: string,
    private readonly limits: MultipartLimits,
    /** Called once per file part with its first bytes (at least 16, unless the file is shorter), e.g. to check a magic number. */
    private readonly onFileStart?: (part: { field: string; filename: string }, head: Buffer) => void,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  push(chunk: Uint8Array): void {
    // Whatever follows the closing delimiter (the epilogue) carries no data.
    if (this.state === "done") return;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : Buffer.from(chunk);
    this.advance();
  }

  end(): MultipartResult {
    if (this.state !== "done") throw new MultipartFormatError("the form data ended early");
    return this.result;
  }

  get finished(): boolean {
    return this.state === "done";
  }

  private advance(): void {
    for (;;) {
      if (this.state === "delimiter") {
        const at = this.buffer.indexOf(this.delimiter);
        if (at === -1) {
          // Preamble: keep only what could still be the start of the delimiter.
          this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - this.delimiter.length + 1));
          if (this.buffer.length > MAX_HEADER_BYTES) throw new MultipartFormatError("no boundary");
          return;
        }
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.state = "afterDelimiter";
      } else if (this.state === "afterDelimiter") {
        if (this.buffer.length < 2) return;
        if (this.buffer[0] === 0x2d && this.buffer[1] === 0x2d) {
          this.state = "done";
          this.buffer = Buffer.alloc(0);
          return;
        }
        // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
        const lineEnd = this.buffer.indexOf(CRLF);
        if (lineEnd === -1) {
          // Without a cap here a sender could stream an endless "padding" line and we would buffer it all.
          if (this.buffer.length > MAX_HEADER_BYTES) throw new MultipartLimitError("delimiter line too long");
          return;
        }
        if (this.buffer.subarray(0, lineEnd).some((byte) => byte !== 0x20 && byte !== 0x09)) throw new MultipartFormatError("bad delimiter");
        this.buffer = this.buffer.subarray(lineEnd + 2);
        this.state = "headers";
      } else if (this.state === "headers") {
        const end = this.buffer.indexOf(HEADER_END);
        const blankFirst = this.buffer.subarray(0, 2).equals(CRLF);
        if (end === -1 && !blankFirst) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw new MultipartLimitError("part headers too large");
          return;
        }
        const headerBytes = blankFirst ? Buffer.alloc(0) : this.buffer.subarray(0, end);
        this.buffer = this.buffer.subarray(blankFirst ? 2 : end + HEADER_END.length);
        this.openPart(headerBytes.toString("utf8"));
        this.state = "body";
      } else if (this.state === "body") {
        const at = this.buffer.indexOf(this.delimiter);
        const usable = at === -1 ? Math.max(0, this.buffer.length - this.delimiter.length + 1) : at;
        if (usable > 0) this.append(this.buffer.subarray(0, usable));
        if (at === -1) {
          this.buffer = this.buffer.subarray(usable);
          return;
        }
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.closePart();
        this.state = "afterDelimiter";
      } else {
        return;
      }
    }
  }

  private openPart(headerText: string): void {
    if (++this.parts > this.limits.maxParts) throw new MultipartLimitError("too many parts");
    const headers = new Map<string, string>();
    for (const line of headerText.split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = headers.get("content-disposition") ?? "";
    if (!/^form-data\s*;/i.test(disposition)) throw new MultipartFormatError("part without form-data disposition");
    const field = dispositionParam(disposition, "name");
    if (field === null) throw new MultipartFormatError("part without a name");
    this.part = {
      field,
      filename: dispositionParam(disposition, "filename"),
      contentType: headers.get("content-type") ?? null,
      chunks: [],
      size: 0,
      announced: false,
    };
  }

  private append(bytes: Buffer): void {
    const part = this.part;
    if (!part) return;
    const limit = part.filename === null ? this.limits.maxFieldBytes : this.limits.maxFileBytes;
    if (part.size + bytes.length > limit) throw new MultipartLimitError(`part "${part.field}" is larger than ${limit} bytes`);
    // Copy: the bytes are a view into a buffer that the next push replaces.
    part.chunks.push(Buffer.from(bytes));
    part.size += bytes.length;
    if (part.size >= HEAD_BYTES) this.announce(part);
  }

  private announce(part: OpenPart): void {
    if (part.announced || part.filename === null) return;
    part.announced = true;
    this.onFileStart?.({ field: part.field, filename: part.filename }, Buffer.concat(part.chunks));
  }

  private closePart(): void {
    const part = this.part;
    this.part = null;
    if (!part) return;
    this.announce(part);
    const data = Buffer.concat(part.chunks);
    if (part.filename === null) this.result.fields[part.field] = data.toString("utf8");
    else this.result.files.push({ field: part.field, filename: part.filename, contentType: part.contentType, data });
  }
}

/** A quoted or bare parameter of a Content-Disposition header (browsers percent-escape quotes). */
function dispositionParam(header: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${name}=([^;\\s]+)`, "i").exec(header);
  if (!match) return null;
  return (match[1] ?? match[2] ?? "").replace(/\\(.)/g, "$1");
}
