/**
 * Days on which a legal period cannot end (§ 193 BGB; for the withdrawal period also Regulation 1182/71 Art. 3 (4),
 * which recital 41 of Directive 2011/83/EU applies): Saturdays, Sundays and the public holidays of every German
 * federal state. The consumer meets the withdrawal period by sending the declaration (§ 355 (1) BGB) from
 * wherever they are, and we do not know where that is, so a holiday anywhere in Germany counts: it can only give a
 * consumer a day more, never one less (decision 012). As in force in November 2026; a new state holiday is one line.
 */

/** Month-day of the fixed holidays, each a statutory holiday in at least one state (or, 8 August, in Augsburg). */
const FIXED = new Set([
  "01-01", // New Year's Day, everywhere
  "01-06", // Epiphany: Baden-Württemberg, Bavaria, Saxony-Anhalt
  "03-08", // International Women's Day: Berlin, Mecklenburg-Western Pomerania
  "05-01", // Labour Day, everywhere
  "08-08", // Peace Festival: the city of Augsburg
  "08-15", // Assumption: Saarland, most of Bavaria
  "09-20", // World Children's Day: Thuringia
  "10-03", // German Unity Day, everywhere
  "10-31", // Reformation Day: Brandenburg, Bremen, Hamburg, Mecklenburg-Western Pomerania, Lower Saxony, Saxony, Saxony-Anhalt, Schleswig-Holstein, Thuringia
  "11-01", // All Saints' Day: Baden-Württemberg, Bavaria, North Rhine-Westphalia, Rhineland-Palatinate, Saarland
  "12-25", // Christmas Day, everywhere
  "12-26", // Second day of Christmas, everywhere
]);

/** Days after Easter Sunday of the movable holidays (Sundays among them are days off anyway). */
const AFTER_EASTER = [
  -2, // Good Friday, everywhere
  1, // Easter Monday, everywhere
  39, // Ascension Day, everywhere
  50, // Whit Monday, everywhere
  60, // Corpus Christi: Baden-Württemberg, Bavaria, Hesse, North Rhine-Westphalia, Rhineland-Palatinate, Saarland, parts of Saxony and Thuringia
];

const DAY_MS = 86_400_000;

/** Easter Sunday of a Gregorian year as a UTC midnight (Gauss's computus in its Meeus/Jones/Butcher form). */
function easterSunday(year: number): number {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const yearOfCentury = year % 100;
  const leapCorrection = Math.floor(century / 4);
  const moonCorrection = Math.floor((century + 8) / 25);
  const epact = (19 * golden + century - leapCorrection - Math.floor((century - moonCorrection + 1) / 3) + 15) % 30;
  const weekday = (32 + 2 * (century % 4) + 2 * Math.floor(yearOfCentury / 4) - epact - (yearOfCentury % 4)) % 7;
  const shift = Math.floor((golden + 11 * epact + 22 * weekday) / 451);
  const monthDay = epact + weekday - 7 * shift + 114;
  return Date.UTC(year, Math.floor(monthDay / 31) - 1, (monthDay % 31) + 1);
}

/** Repentance and Prayer Day (Saxony): the Wednesday before 23 November. */
function repentanceDay(year: number): number {
  const november22 = Date.UTC(year, 10, 22);
  return november22 - ((new Date(november22).getUTCDay() + 4) % 7) * DAY_MS;
}

/** Whether a German calendar day (ISO, "2026-12-13") is a Saturday, a Sunday or a public holiday in some state. */
export function isDayOff(day: string): boolean {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const at = Date.UTC(year, month - 1, date);
  const weekday = new Date(at).getUTCDay();
  if (weekday === 0 || weekday === 6 || FIXED.has(day.slice(5))) return true;
  const easter = easterSunday(year);
  return AFTER_EASTER.some((offset) => easter + offset * DAY_MS === at) || repentanceDay(year) === at;
}

/** The ISO day `days` after the one given. */
export function isoDayPlus(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
