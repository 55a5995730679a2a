import { nowSeconds, randomId, type Store, type StripeObject } from "./store";

/** The API version of the installed SDK (stripe 23.1); events carry it like Stripe's do. */
export const API_VERSION = "2026-10-28.endive";

export type PriceSeed = {
  lookupKey: string;
  unitAmount: number;
  currency: string;
  interval: "day" | "week" | "month" | "year";
  productName: string;
  taxBehavior?: "inclusive" | "exclusive" | "unspecified";
  nickname?: string;
};

/** Kolleague Plus, VAT included: 9.99 EUR a month or 99.00 EUR a year. */
export const DEFAULT_PRICES: PriceSeed[] = [
  { lookupKey: "kolleague_plus_monthly", unitAmount: 999, currency: "eur", interval: "month", productName: "Kolleague Plus", nickname: "Monthly" },
  { lookupKey: "kolleague_plus_yearly", unitAmount: 9900, currency: "eur", interval: "year", productName: "Kolleague Plus", nickname: "Yearly" },
];

/** Creates one product per distinct name and one recurring price per seed. */
export function seedCatalog(store: Store, seeds: PriceSeed[]): void {
  const products = new Map<string, StripeObject>();
  const created = nowSeconds();
  for (const seed of seeds) {
    let product = products.get(seed.productName);
    if (!product) {
      product = store.put({
        id: randomId("prod", 14),
        object: "product",
        active: true,
        created,
        updated: created,
        default_price: null,
        description: null,
        images: [],
        livemode: false,
        marketing_features: [],
        metadata: {},
        name: seed.productName,
        tax_code: null,
        type: "service",
        url: null,
      });
      products.set(seed.productName, product);
    }
    store.put({
      id: randomId("price"),
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created,
      currency: seed.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: seed.lookupKey,
      metadata: {},
      nickname: seed.nickname ?? null,
      product: product.id,
      recurring: { interval: seed.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
      tax_behavior: seed.taxBehavior ?? "inclusive",
      tiers_mode: null,
      transform_quantity: null,
      type: "recurring",
      unit_amount: seed.unitAmount,
      unit_amount_decimal: String(seed.unitAmount),
    });
  }
}
