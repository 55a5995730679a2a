import type { StateCode } from "#app/features/calculation/transfer-tax";
import { findState } from "./location";
import { NUMBER, parseListingNumber } from "./numbers";

/**
 * Reads a listing's text (a portal ad or an exposé, German or English) into what the calculator needs, each
 * value with the phrase it came from, so the user can see why a figure is what it is. Pure and deterministic:
 * labels are searched, never guessed, and a value that is not written down stays missing.
 */
interface Found<T> {
  value: T;
  /**
   * The words it was read from, as they stand in the listing: its line (and the label's, when an amount stands
   * on the line below it), at most PHRASE_MAX characters.
   */
  phrase: string;
}

export type Tenancy = "let" | "vacant";

export interface ListingReading {
  purchasePrice?: Found<number>;
  livingAreaSqm?: Found<number>;
  /** Monthly; an annual rent is divided by twelve. */
  coldRentMonthly?: Found<number>;
  hausgeldMonthly?: Found<number>;
  /** The part of the Hausgeld passed on to a tenant with the service charges (umlagefähig). */
  allocableMonthly?: Found<number>;
  /** The part the owner carries (nicht umlagefähig), stated or Hausgeld minus the allocable part. */
  nonAllocableMonthly?: Found<number>;
  completionYear?: Found<number>;
  state?: Found<StateCode>;
  brokerPercent?: Found<number>;
  tenancy?: Found<Tenancy>;
}

const PHRASE_MAX = 120;
/** How far after its label a value may stand ("Kaufpreis (VB): ca. 349.000 €"). */
const GAP = String.raw`[^\d\n]{0,30}?`;
const MONEY_AFTER = String.raw`(?:€|eur(?:o)?\b)?\s?(${NUMBER})(?:,-|\.-)?\s?(?:€|eur(?:o)?\b)?`;

function labelled(label: string, value: string): RegExp {
  return new RegExp(`(?:${label})${GAP}${value}`, "iu");
}

const PATTERNS = {
  purchasePrice: labelled(
    String.raw`kaufpreis|verkaufspreis|angebotspreis|purchase price|asking price|sale price|(?<![\p{L}])pre(?:is|ice)(?!\s*(?:pro|per|/))`,
    MONEY_AFTER,
  ),
  livingAreaSqm: labelled(
    String.raw`wohnfl(?:ä|ae)che|living (?:area|space)|floor (?:area|space)`,
    String.raw`(${NUMBER})\s?(?:m²|m2|qm|sqm|sq\.? ?m|square met)`,
  ),
  annualRent: labelled(
    String.raw`jahres(?:netto)?kaltmiete|(?:annual|yearly) (?:net |cold )?rent|mieteinnahmen p\.? ?a\.?|rental income p\.? ?a\.?`,
    MONEY_AFTER,
  ),
  coldRent: labelled(
    String.raw`(?:netto)?kaltmiete|miete kalt|ist[- ]miete|mieteinnahmen|(?:net |cold |current |monthly )rent|rental income|rent(?= ?:)`,
    MONEY_AFTER,
  ),
  hausgeld: labelled(String.raw`hausgeld|wohngeld|service charges?|hoa fees?|house money|maintenance fee`, MONEY_AFTER),
  nonAllocable: labelled(
    String.raw`nicht umlagef(?:ä|ae)hig(?:e[rn]? anteil)?|nicht umlegbar|non[- ]allocable|not allocable|non[- ]recoverable|not recoverable`,
    MONEY_AFTER,
  ),
  nonAllocableBefore: new RegExp(
    String.raw`(?:€\s?)?(${NUMBER})\s?(?:€|eur(?:o)?\b)?\s?(?:sind |are )?(?:nicht umlagef(?:ä|ae)hig|non[- ]allocable|not allocable|non[- ]recoverable|not recoverable)`,
    "iu",
  ),
  allocable: labelled(
    String.raw`(?<!nicht )umlagef(?:ä|ae)hig|umlegbar|(?<!non[- ]|not )allocable|(?<!non[- ]|not )recoverable|passed on to the tenant`,
    MONEY_AFTER,
  ),
  // "€150 can be passed on to the tenant", "150 € sind auf den Mieter umlegbar": the amount before its label.
  allocableBefore: new RegExp(
    String.raw`(?:€\s?)?(${NUMBER})\s?(?:€|eur(?:o)?\b)?\s?(?:sind |are |is |can be |may be )?(?:umlagef(?:ä|ae)hig|(?:auf (?:den|die) mieter(?:in|innen)? )?umlegbar|allocable|recoverable|passed on to (?:the )?tenants?)`,
    "iu",
  ),
  completionYear: labelled(
    String.raw`baujahr|bj\.|fertigstellung|year of construction|construction year|year built|built in|built|completed in|completion`,
    String.raw`(?:ca\.\s?|approx\.\s?|circa\s|about\s)?((?:18|19|20)\d\d)(?!\d)`,
  ),
  brokerFree:
    /provisionsfrei|ohne (?:käufer)?provision|keine (?:käufer|makler)?provision|courtagefrei|no (?:buyer'?s? )?commission|commission[- ]free|no broker(?:age)? fee/iu,
  brokerPercent: labelled(
    String.raw`k(?:ä|ae)uferprovision|maklerprovision|provision|courtage|buyer'?s? commission|commission|brokerage|broker(?:'s)? fee`,
    String.raw`(\d{1,2}(?:[.,]\d{1,3})?)\s?%`,
  ),
  vacant:
    /bezugsfrei|leerstehend|leer stehend|unvermietet|nicht vermietet|frei ab|sofort frei|eigennutzung|vacant|not (?:let|rented)|available (?:for (?:owner )?occupation|immediately|for occupancy)|owner[- ]occupation/iu,
  let: /(?<!un|nicht )vermietet|mietverhältnis|mieter(?:in)?\b|(?:currently |is )(?:let|rented|tenanted)|tenanted|sitting tenant|let since|rented (?:out|since)|tenancy/iu,
} as const;

/**
 * The whole line around a match, cut to PHRASE_MAX characters around it. Blanks at the match's edges do not
 * count: an amount's pattern ends with an optional blank and currency sign, so after "€425,000" it takes
 * the line break, and that must not carry the phrase on into the next line.
 */
function phraseAt(text: string, index: number, length: number): string {
  const matched = text.slice(index, index + length);
  const first = index + matched.length - matched.trimStart().length;
  const last = index + matched.trimEnd().length;
  const start = text.lastIndexOf("\n", first) + 1;
  const endOfLine = text.indexOf("\n", last);
  const line = text
    .slice(start, endOfLine < 0 ? undefined : endOfLine)
    .replace(/\s+/g, " ")
    .trim();
  if (line.length <= PHRASE_MAX) return line;
  const from = Math.max(0, first - start - 20);
  return `${from > 0 ? "…" : ""}${line.slice(from, from + PHRASE_MAX - 2).trim()}…`;
}

function found<T>(text: string, match: RegExpExecArray, value: T): Found<T> {
  return { value, phrase: phraseAt(text, match.index, match[0].length) };
}

function number(text: string, pattern: RegExp, accept: (value: number) => boolean): Found<number> | undefined {
  const match = pattern.exec(text);
  const value = match ? parseListingNumber(match[1]!) : null;
  return match && value !== null && accept(value) ? found(text, match, value) : undefined;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function readListing(text: string): ListingReading {
  const reading: ListingReading = {};
  const price = number(text, PATTERNS.purchasePrice, (v) => v >= 1_000);
  if (price) reading.purchasePrice = price;
  const area = number(text, PATTERNS.livingAreaSqm, (v) => v > 0 && v <= 100_000);
  if (area) reading.livingAreaSqm = area;

  const annual = number(text, PATTERNS.annualRent, (v) => v > 0);
  const rent = annual ? { ...annual, value: cents(annual.value / 12) } : number(text, PATTERNS.coldRent, (v) => v > 0);
  if (rent) reading.coldRentMonthly = rent;

  const hausgeld = number(text, PATTERNS.hausgeld, (v) => v > 0);
  if (hausgeld) reading.hausgeldMonthly = hausgeld;
  const nonAllocable = number(text, PATTERNS.nonAllocable, (v) => v >= 0) ?? number(text, PATTERNS.nonAllocableBefore, (v) => v >= 0);
  const allocable = number(text, PATTERNS.allocable, (v) => v >= 0) ?? number(text, PATTERNS.allocableBefore, (v) => v >= 0);
  if (allocable && (!hausgeld || allocable.value <= hausgeld.value)) reading.allocableMonthly = allocable;
  if (nonAllocable) reading.nonAllocableMonthly = nonAllocable;
  else if (hausgeld && reading.allocableMonthly) {
    reading.nonAllocableMonthly = { value: cents(hausgeld.value - reading.allocableMonthly.value), phrase: reading.allocableMonthly.phrase };
  }

  const year = number(text, PATTERNS.completionYear, (v) => v >= 1800 && v <= 2100);
  if (year) reading.completionYear = year;

  const location = findState(text);
  if (location) reading.state = { value: location.state, phrase: phraseAt(text, location.index, location.length) };

  const free = PATTERNS.brokerFree.exec(text);
  const broker = free ? found(text, free, 0) : number(text, PATTERNS.brokerPercent, (v) => v >= 0 && v <= 10);
  if (broker) reading.brokerPercent = broker;

  const vacant = PATTERNS.vacant.exec(text);
  const tenanted = PATTERNS.let.exec(text);
  // A listing may say both ("vermietet, frei ab 2027"): what it says first is what it is now.
  if (vacant && (!tenanted || vacant.index < tenanted.index)) reading.tenancy = found(text, vacant, "vacant" as const);
  else if (tenanted) reading.tenancy = found(text, tenanted, "let" as const);
  return reading;
}

/** Whether a text reads like a listing: at least a price and two more of the things listings state. */
export function looksLikeListing(reading: ListingReading): boolean {
  const others = [
    reading.livingAreaSqm,
    reading.coldRentMonthly,
    reading.hausgeldMonthly,
    reading.completionYear,
    reading.state,
    reading.brokerPercent,
  ];
  return reading.purchasePrice !== undefined && others.filter(Boolean).length >= 2;
}
