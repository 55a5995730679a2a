/**
 * Real-estate transfer tax (Grunderwerbsteuer) by federal state, dated.
 *
 * The rate that applies is the one in force when the acquisition is "verwirklicht" – for a purchase, when
 * the binding notarised contract is concluded (§ 23 GrEStG and each state's rate law: "auf Erwerbsvorgänge
 * anzuwenden, die nach dem … verwirklicht werden"), not the day of payment or land-register entry. So the
 * contract date picks the rate. Since 2006 the states set their own rate (Art. 105 Abs. 2a GG); Bayern
 * keeps the federal 3.5 % of § 11 Abs. 1 GrEStG.
 *
 * The table covers every contract from TABLE_COVERS_FROM on; each state lists the rate in force on that
 * day and every change since. Last researched November 2026: after Bremen's increase of 1 July 2025 we
 * found no change announced or in force for 2026 in any state (see docs/decisions/004).
 *
 * Sources (per state; "overview" = the dated tables in the Sprengnetter/govalue news of 12.12.2016 and
 * immobiliensachverstand.net, which agree with each other and with the laws where we could read them):
 * - BW 5.0 % since 05.11.2011: Baden-Württemberg's rate law of 2011; overview.
 * - BY 3.5 %: no state law, § 11 Abs. 1 GrEStG (federal rate since 1.1.1997).
 * - BE 6.0 % since 01.01.2014: Berlin's rate law (Haushaltsbegleitgesetz 2014/2015); overview.
 * - BB 6.5 % since 01.07.2015: Brandenburg's rate law of 2015; overview, ADS Steuerberatung news 2015.
 * - HB 5.0 % since 01.01.2014, 5.5 % since 01.07.2025: Senator für Finanzen Bremen, press release
 *   "Senat bringt moderate Erhöhung der Grunderwerbsteuer auf den Weg" (03.12.2024), passed by the
 *   Bremische Bürgerschaft in January 2025 (Radio Bremen, buten un binnen, 23.01.2025).
 * - HH 4.5 % since 01.01.2009, 5.5 % since 01.01.2023: Hamburg Senate decision of 04.01.2022 (NDR report),
 *   passed by the Bürgerschaft; confirmed in force by m-tax.de "Grunderwerbsteuer ab 01.01.2023".
 * - HE 6.0 % since 01.08.2014: Hessen's rate law of 2014 (government draft of 13.05.2014, Ebner Stolz); overview.
 * - MV 5.0 % since 01.07.2012 (Gesetz über die Festsetzung des Steuersatzes bei der Grunderwerbsteuer vom
 *   22.06.2012, GVOBl. M-V S. 208), 6.0 % since 01.07.2019 (Haushaltsbegleitgesetz 2018/2019; Landtag debate
 *   reported by Hamburger Abendblatt 07/2023).
 * - NI 5.0 % since 01.01.2014: Niedersachsen's rate law; overview; unchanged for 2026.
 * - NW 6.5 % since 01.01.2015: Gesetz über die Festsetzung des Steuersatzes für die Grunderwerbsteuer NRW
 *   (amended 2014); overview.
 * - RP 5.0 % since 01.03.2012: Rheinland-Pfalz's rate law of 2012; overview.
 * - SL 6.5 % since 01.01.2015: Saarland's rate law (Haushaltsbegleitgesetz 2015); overview.
 * - SN 3.5 % until 31.12.2022, 5.5 % since 01.01.2023: Sächsisches Grunderwerbsteuersatzgesetz
 *   (Art. 10 Haushaltsbegleitgesetz 2023/2024 vom 20.12.2022), § 2: "nach dem 31. Dezember 2022 verwirklicht".
 * - ST 5.0 % since 01.03.2012: Sachsen-Anhalt's rate law of 2012; overview.
 * - SH 6.5 % since 01.01.2014: Schleswig-Holstein's rate law of 2013 (cabinet decision reported by Haufe); overview.
 * - TH 5.0 % since 07.04.2011, 6.5 % since 01.01.2017 (Thüringer Gesetz über die Bestimmung des Steuersatzes
 *   bei der Grunderwerbsteuer, amended 21.12.2015, GVBl. S. 238), 5.0 % since 01.01.2024 (Zweites Gesetz zur
 *   Änderung dieses Gesetzes, passed 2023; Thüringer Bauindustrieverband news).
 */
export const STATE_CODES = ["BW", "BY", "BE", "BB", "HB", "HH", "HE", "MV", "NI", "NW", "RP", "SL", "SN", "ST", "SH", "TH"] as const;
export type StateCode = (typeof STATE_CODES)[number];

export const TABLE_COVERS_FROM = "2016-01-01";

export interface TransferTaxRate {
  /** First contract date (ISO) the rate applies to. */
  from: string;
  percent: number;
}

/** Oldest first; the last entry is the rate in force now. */
export const TRANSFER_TAX_RATES: Readonly<Record<StateCode, readonly TransferTaxRate[]>> = {
  BW: [{ from: "2011-11-05", percent: 5.0 }],
  BY: [{ from: "1997-01-01", percent: 3.5 }],
  BE: [{ from: "2014-01-01", percent: 6.0 }],
  BB: [{ from: "2015-07-01", percent: 6.5 }],
  HB: [
    { from: "2014-01-01", percent: 5.0 },
    { from: "2025-07-01", percent: 5.5 },
  ],
  HH: [
    { from: "2009-01-01", percent: 4.5 },
    { from: "2023-01-01", percent: 5.5 },
  ],
  HE: [{ from: "2014-08-01", percent: 6.0 }],
  MV: [
    { from: "2012-07-01", percent: 5.0 },
    { from: "2019-07-01", percent: 6.0 },
  ],
  NI: [{ from: "2014-01-01", percent: 5.0 }],
  NW: [{ from: "2015-01-01", percent: 6.5 }],
  RP: [{ from: "2012-03-01", percent: 5.0 }],
  SL: [{ from: "2015-01-01", percent: 6.5 }],
  SN: [
    { from: "1997-01-01", percent: 3.5 },
    { from: "2023-01-01", percent: 5.5 },
  ],
  ST: [{ from: "2012-03-01", percent: 5.0 }],
  SH: [{ from: "2014-01-01", percent: 6.5 }],
  TH: [
    { from: "2011-04-07", percent: 5.0 },
    { from: "2017-01-01", percent: 6.5 },
    { from: "2024-01-01", percent: 5.0 },
  ],
};

function isStateCode(value: string): value is StateCode {
  return (STATE_CODES as readonly string[]).includes(value);
}

/** "BY", "by" and "DE-BY" (ISO 3166-2) all name Bavaria; anything else is not a state. */
export function normalizeStateCode(value: string): StateCode | null {
  const upper = value.trim().toUpperCase();
  const code = upper.startsWith("DE-") ? upper.slice(3) : upper;
  return isStateCode(code) ? code : null;
}

/**
 * The rate for a contract signed on `contractDate` (ISO YYYY-MM-DD; ISO strings compare in date order).
 * Null before the table's first entry for the state, which the input schema rules out.
 */
export function transferTaxRate(state: StateCode, contractDate: string): TransferTaxRate | null {
  const rates = TRANSFER_TAX_RATES[state];
  for (let index = rates.length - 1; index >= 0; index--) {
    const rate = rates[index];
    if (rate && rate.from <= contractDate) return rate;
  }
  return null;
}
