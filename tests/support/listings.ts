import { createDeflate } from "node:zlib";
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from "pdf-lib";

/** Hostile and broken listings, made here so the repository holds no crafted files. */

async function onePage(text: string): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return pdf;
}

const save = async (pdf: PDFDocument) => Buffer.from(await pdf.save({ useObjectStreams: false }));

/** A PDF that needs a password to open: a standard security handler whose user password is not empty. */
export async function passwordPdf(): Promise<Buffer> {
  const pdf = await onePage("Kaufpreis: 349.000 €");
  const filler = (byte: number) => PDFHexString.of(Buffer.alloc(32, byte).toString("hex"));
  const encrypt = pdf.context.obj({ Filter: "Standard", V: 1, R: 2, O: filler(0x4f), U: filler(0x55), P: -4 });
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  pdf.context.trailerInfo.ID = pdf.context.obj([filler(0x11), filler(0x11)]);
  return save(pdf);
}

/** The deflated form of `megabytes` MB of spaces, made in 1 MB steps so the test never holds them all. */
async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let index = 0; index < megabytes; index++) {
    if (!deflate.write(block)) await new Promise((drained) => deflate.once("drain", drained));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * A decompression bomb: a page whose content stream is a few hundred KB deflated and `megabytes` MB
 * inflated. With `disguised`, the stream's dictionary claims to be an image in a string, so a scan that
 * reads dictionaries as text skips it and only the memory watch can stop it.
 */
export async function bombPdf(megabytes = 512, { disguised = false } = {}): Promise<Buffer> {
  const pdf = await onePage("Kaufpreis: 349.000 €");
  const dict: Record<string, unknown> = { Filter: "FlateDecode" };
  if (disguised) dict.Note = PDFString.of("1 0 obj << /Subtype /Image >>");
  const stream = pdf.context.stream(await deflatedSpaces(megabytes), dict as never);
  pdf.getPage(0).node.set(PDFName.of("Contents"), pdf.context.register(stream));
  return save(pdf);
}

/** A real PDF cut off half-way. */
export async function truncatedPdf(): Promise<Buffer> {
  const whole = await save(await onePage("Wohnfläche ca. 72 m²"));
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A PDF of `pages` pages, each with a line of text. */
export async function pagesPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) pdf.addPage().drawText(`Seite ${page}: Kaufpreis 349.000 €`, { x: 50, y: 700, size: 12, font });
  return save(pdf);
}
