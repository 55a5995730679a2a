// Made-up sample listings for the tests, the demo account and the benchmark, generated so they can be
// rebuilt byte for byte: `node scripts/listing-fixtures.mjs` writes fixtures/listings/. The people,
// addresses and figures are invented; the German lines are the phrasings the chat's stand-in recognises.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";

const OUT = new URL("../fixtures/listings/", import.meta.url);
/** A fixed date, so the PDFs' metadata (and with it their bytes) never change between runs. */
const FIXED_DATE = new Date("2026-11-01T09:00:00Z");
const A4 = [595.28, 841.89];

export const GERMAN_EXPOSE_LINES = [
  "Exposé – Helle 2-Zimmer-Wohnung mit Balkon in Leipzig-Gohlis",
  "",
  "Objektdaten",
  "Adresse: Landsberger Straße 12, 04155 Leipzig",
  "Kaufpreis: 349.000 €",
  "Wohnfläche ca. 72 m²",
  "Zimmer: 2, Etage: 3. OG mit Aufzug",
  "Baujahr 1998",
  "Kaltmiete 980 € monatlich",
  "Hausgeld 310 € (davon umlagefähig 190 €)",
  "Käuferprovision 3,57 % inkl. MwSt.",
  "",
  "Vermietung",
  "Die Wohnung ist seit März 2019 unbefristet an eine Mieterin vermietet; das Mietverhältnis wird",
  "vom Käufer übernommen. Die letzte Mieterhöhung war im Januar 2024.",
  "",
  "Beschreibung",
  "Die Wohnung liegt in einem gepflegten Mehrfamilienhaus mit acht Einheiten. Wohnzimmer und",
  "Schlafzimmer gehen zum ruhigen Innenhof, der Balkon nach Südwesten. Die Gemeinschaft hat 2022",
  "das Dach saniert; die Instandhaltungsrücklage beträgt rund 48.000 €.",
];

export const GERMAN_EXPOSE_PAGE_TWO = [
  "Lage",
  "Gohlis ist ein beliebter Stadtteil im Norden von Leipzig. Straßenbahn, Schulen und Einkauf",
  "sind zu Fuß erreichbar; bis zum Hauptbahnhof sind es zwölf Minuten.",
  "",
  "Provision",
  "Der Käufer zahlt eine Provision von 3,57 % des Kaufpreises inkl. gesetzlicher MwSt.",
  "",
  "Alle Angaben beruhen auf Auskünften des Eigentümers; Irrtum vorbehalten.",
  "Musterhaft Immobilien GmbH · Beispielweg 1 · 04109 Leipzig",
];

function fixedMetadata(pdf, title) {
  pdf.setTitle(title);
  pdf.setProducer("kolleague listing fixtures");
  pdf.setCreator("scripts/listing-fixtures.mjs");
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
}

function writeLines(page, font, lines, { top = 790, size = 11, lead = 16 } = {}) {
  let y = top;
  for (const line of lines) {
    if (line) page.drawText(line, { x: 56, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= lead;
  }
}

/** The German exposé: two pages with a real text layer (standard Helvetica, WinAnsi covers €, ², ä). */
export async function germanExposePdf() {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  fixedMetadata(pdf, "Exposé Leipzig-Gohlis (Beispiel)");
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  writeLines(pdf.addPage(A4), font, GERMAN_EXPOSE_LINES);
  writeLines(pdf.addPage(A4), font, GERMAN_EXPOSE_PAGE_TWO);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A photo-sized picture of noise (which barely compresses, like a real photo), the same for every seed. */
async function photo(seed, width = 600, height = 400) {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < raw.length; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    raw[index] = state >>> 24;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/**
 * A listing of `pages` pages of text, for the extraction benchmark and the page-limit tests; with
 * `photos`, each page also shows a photo of its own, so the file weighs what a broker's exposé does.
 */
export async function manyPagePdf(pages, { photos = false } = {}) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  fixedMetadata(pdf, `Listing with ${pages} pages (sample)`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage(A4);
    const lines = [`Seite ${number} von ${pages}`, "", ...GERMAN_EXPOSE_LINES, "", ...GERMAN_EXPOSE_PAGE_TWO];
    writeLines(page, font, lines, { size: 10, lead: 14 });
    if (photos) page.drawImage(await pdf.embedJpg(await photo(number)), { x: 56, y: 40, width: 360, height: 240 });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A scanned-looking floor plan: one page that is a single picture, without any text layer. */
export async function imageOnlyPdf() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100">
    <rect width="800" height="1100" fill="#fbfaf7"/>
    <g fill="none" stroke="#333" stroke-width="8">
      <rect x="100" y="150" width="600" height="700"/>
      <line x1="100" y1="500" x2="460" y2="500"/><line x1="460" y1="150" x2="460" y2="850"/>
      <line x1="460" y1="620" x2="700" y2="620"/>
    </g>
    <g fill="#d9d2c3"><rect x="120" y="170" width="320" height="310"/><rect x="480" y="640" width="200" height="190"/></g>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  fixedMetadata(pdf, "Grundriss (Beispiel, nur Bild)");
  const image = await pdf.embedPng(png);
  const page = pdf.addPage(A4);
  page.drawImage(image, { x: 40, y: 40, width: A4[0] - 80, height: A4[1] - 80 });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The fixture files by name; the English listing is pasted text, so it is a plain text file. */
export const listingFixture = (name) => readFileSync(new URL(name, OUT));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(new URL("expose-leipzig-de.pdf", OUT), await germanExposePdf());
  writeFileSync(new URL("floor-plan-image-only.pdf", OUT), await imageOnlyPdf());
  console.log(`wrote ${fileURLToPath(OUT)}`);
}
