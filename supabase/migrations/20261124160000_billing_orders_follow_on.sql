-- The order records every figure the order page showed above the button (§ 312j (2) BGB), so the fixed
-- monthly price an annual plan continues at after its first year (§ 309 Nr. 9 BGB) is kept with the order
-- instead of being read again from Stripe when the confirmation goes out minutes later.
alter table public.billing_orders
  add column follow_on_unit_amount integer check (follow_on_unit_amount > 0);

comment on column public.billing_orders.follow_on_unit_amount is
  'Annual plans: the monthly price (smallest currency unit, same currency) shown on the order page for the time after the first year; null for monthly plans and orders before this column.';
