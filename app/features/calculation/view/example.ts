import { toSearch } from "./query";

/** The example the empty page links to: a let flat in NRW, financed with 20 % equity. */
export const EXAMPLE_SEARCH = toSearch({
  purchasePrice: "300000",
  state: "NW",
  equity: "60000",
  interestRatePercent: "3.8",
  initialRepaymentPercent: "2",
  coldRentMonthly: "1000",
  livingAreaSqm: "75",
  nonAllocableCostsMonthly: "60",
});
