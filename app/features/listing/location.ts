import { STATE_CODES, type StateCode } from "#app/features/calculation/transfer-tax";

/**
 * Where a listing is, as the federal state the calculator needs (its transfer tax). A German postcode's first
 * two digits name its region, which lies in one state apart from a few border areas (the three-digit
 * exceptions below); a city or a state named in the text decides otherwise. The phrase it came from is shown
 * beside the state, so a border case is easy to see and correct in the calculator.
 */
const POSTCODE_REGIONS = table(
  "01=SN, 02=SN, 03=BB, 04=SN, 06=ST, 07=TH, 08=SN, 09=SN, 10=BE, 12=BE, 13=BE, 14=BB, 15=BB, 16=BB, 17=MV, 18=MV, 19=MV, 20=HH, 21=NI, 22=HH, 23=SH, 24=SH, 25=SH, 26=NI, 27=NI, 28=HB, 29=NI, 30=NI, 31=NI, 32=NW, 33=NW, 34=HE, 35=HE, 36=HE, 37=NI, 38=NI, 39=ST, 40=NW, 41=NW, 42=NW, 44=NW, 45=NW, 46=NW, 47=NW, 48=NW, 49=NI, 50=NW, 51=NW, 52=NW, 53=NW, 54=RP, 55=RP, 56=RP, 57=NW, 58=NW, 59=NW, 60=HE, 61=HE, 63=HE, 64=HE, 65=HE, 66=SL, 67=RP, 68=BW, 69=BW, 70=BW, 71=BW, 72=BW, 73=BW, 74=BW, 75=BW, 76=BW, 77=BW, 78=BW, 79=BW, 80=BY, 81=BY, 82=BY, 83=BY, 84=BY, 85=BY, 86=BY, 87=BY, 88=BW, 89=BW, 90=BY, 91=BY, 92=BY, 93=BY, 94=BY, 95=BY, 96=BY, 97=BY, 98=TH, 99=TH",
);

/** Regions split by a state border, by their first three digits. */
const POSTCODE_EXCEPTIONS = table(
  "140=BE, 141=BE, 210=HH, 211=HH, 275=HB, 637=BY, 638=BY, 668=RP, 669=RP, 881=BY, 892=BY, 893=BY, 235=SH, 239=MV, 064=ST, 066=TH, 046=TH",
);

/** Cities people name in listings (the largest and the state capitals), folded like the text is. */
const CITIES = table(
  "berlin=BE, hamburg=HH, muenchen=BY, munich=BY, koeln=NW, cologne=NW, frankfurt=HE, stuttgart=BW, duesseldorf=NW, leipzig=SN, dortmund=NW, essen=NW, bremen=HB, dresden=SN, hannover=NI, hanover=NI, nuernberg=BY, nuremberg=BY, duisburg=NW, bochum=NW, wuppertal=NW, bielefeld=NW, bonn=NW, muenster=NW, mannheim=BW, karlsruhe=BW, augsburg=BY, wiesbaden=HE, moenchengladbach=NW, gelsenkirchen=NW, aachen=NW, braunschweig=NI, kiel=SH, chemnitz=SN, halle (saale)=ST, halle=ST, magdeburg=ST, freiburg=BW, krefeld=NW, mainz=RP, luebeck=SH, erfurt=TH, oberhausen=NW, rostock=MV, kassel=HE, hagen=NW, potsdam=BB, saarbruecken=SL, hamm=NW, ludwigshafen=RP, oldenburg=NI, osnabrueck=NI, leverkusen=NW, heidelberg=BW, darmstadt=HE, solingen=NW, regensburg=BY, ingolstadt=BY, wuerzburg=BY, ulm=BW, heilbronn=BW, pforzheim=BW, wolfsburg=NI, goettingen=NI, bottrop=NW, reutlingen=BW, koblenz=RP, bremerhaven=HB, erlangen=BY, trier=RP, jena=TH, schwerin=MV, cottbus=BB, gera=TH, zwickau=SN, bamberg=BY, bayreuth=BY, passau=BY, konstanz=BW, tuebingen=BW, flensburg=SH, greifswald=MV, weimar=TH",
);

/** The states by their German and English names (and "NRW"); Berlin, Hamburg and Bremen are cities above. */
const STATE_NAMES = table(
  "baden wuerttemberg=BW, bayern=BY, bavaria=BY, brandenburg=BB, hessen=HE, hesse=HE, mecklenburg vorpommern=MV, mecklenburg western pomerania=MV, niedersachsen=NI, lower saxony=NI, nordrhein westfalen=NW, north rhine westphalia=NW, nrw=NW, rheinland pfalz=RP, rhineland palatinate=RP, saarland=SL, sachsen=SN, saxony=SN, sachsen anhalt=ST, saxony anhalt=ST, schleswig holstein=SH, thueringen=TH, thuringia=TH",
);

/** "01=SN, 02=SN" as a lookup: the tables stay readable as a few lines of text. */
function table(pairs: string): Readonly<Record<string, StateCode>> {
  return Object.fromEntries(pairs.split(",").map((pair) => pair.trim().split("=") as [string, StateCode]));
}

function fold(text: string): string {
  return text.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss").replace(/[-–]/g, " ");
}

export function stateOfPostcode(postcode: string): StateCode | null {
  if (!/^\d{5}$/.test(postcode)) return null;
  return POSTCODE_EXCEPTIONS[postcode.slice(0, 3)] ?? POSTCODE_REGIONS[postcode.slice(0, 2)] ?? null;
}

export interface FoundState {
  state: StateCode;
  /** Where in the text it was found. */
  index: number;
  length: number;
}

const POSTCODE = /(?<![\d.,€])(\d{5})\s+(?=\p{Lu})/gu;
const NAMES = Object.entries({ ...CITIES, ...STATE_NAMES })
  .map(([name, state]) => ({ name, state }))
  .sort((a, b) => b.name.length - a.name.length);

/** The listing's state: from a postcode before a place name, else the first city or state named. */
export function findState(text: string): FoundState | null {
  for (const match of text.matchAll(POSTCODE)) {
    const state = stateOfPostcode(match[1]!);
    if (state) return { state, index: match.index, length: match[0].trimEnd().length + nextWordLength(text, match.index + match[0].length) };
  }
  // Folding keeps every letter's position (ä → ae would not), so positions map back to the text.
  const folded = text.toLowerCase().replace(/[-–]/g, " ");
  const plain = fold(text);
  let best: FoundState | null = null;
  for (const { name, state } of NAMES) {
    const pattern = new RegExp(`(?<![\\p{L}])${name.replace(/[()]/g, "\\$&")}(?![\\p{L}])`, "u");
    const hit = pattern.exec(plain);
    if (!hit) continue;
    const index = positionIn(folded, plain, hit.index);
    if (!best || index < best.index) best = { state, index, length: Math.min(name.length, text.length - index) };
  }
  return best && (STATE_CODES as readonly string[]).includes(best.state) ? best : null;
}

function nextWordLength(text: string, from: number): number {
  return /^[\p{L}.-]+/u.exec(text.slice(from))?.[0].length ?? 0;
}

/** Maps a position in the umlaut-folded text back to the original (each ä, ö, ü, ß became two letters). */
function positionIn(original: string, folded: string, index: number): number {
  let o = 0;
  let f = 0;
  while (f < index && o < original.length) {
    f += /[äöüß]/.test(original[o]!) ? 2 : 1;
    o += 1;
  }
  return o;
}
