-- Each order placed on the overview page ("zahlungspflichtig bestellen"), with what the consumer saw and
-- declared: price, period, trial, text versions, and the express request to start during the withdrawal
-- period with its acknowledgement (§ 356 Abs. 4, § 357a Abs. 2 BGB). Kept for the statutory retention
-- period after an account is deleted (user_id becomes null), as the privacy policy says.

create table public.billing_orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  email text not null check (char_length(email) between 3 and 254),
  locale text not null check (locale in ('en', 'de')),
  price_lookup_key text not null,
  unit_amount integer not null check (unit_amount >= 0),
  currency text not null check (char_length(currency) = 3),
  billing_interval text not null check (billing_interval in ('month', 'year')),
  trial_days integer not null default 0 check (trial_days >= 0),
  terms_version text not null,
  early_start_requested boolean not null,
  early_start_text text,
  checkout_session_id text unique,
  subscription_id text,
  ordered_at timestamptz not null default now(),
  constraint billing_orders_request_has_text check (not early_start_requested or early_start_text is not null)
);

comment on table public.billing_orders is 'Orders placed on the order overview, with the consumer''s declarations; kept after account deletion for the retention periods of tax and commercial law.';
comment on column public.billing_orders.user_id is 'The ordering account; null once the account is deleted.';
comment on column public.billing_orders.email is 'The account address at the time of the order (order confirmation went there).';
comment on column public.billing_orders.unit_amount is 'Price per billing period in cents, VAT included, as shown on the overview.';
comment on column public.billing_orders.trial_days is 'Length of the free trial offered with this order (0: none).';
comment on column public.billing_orders.terms_version is 'Version ids of the terms and withdrawal instructions shown (app/config/operator.ts).';
comment on column public.billing_orders.early_start_requested is 'Whether the consumer ticked the express request to start before the withdrawal period ends.';
comment on column public.billing_orders.early_start_text is 'The exact wording of that request and acknowledgement as shown, in the page''s language.';
comment on column public.billing_orders.checkout_session_id is 'Stripe Checkout Session created for the order (cs_…).';
comment on column public.billing_orders.subscription_id is 'Stripe subscription that resulted, once the checkout completed.';
comment on column public.billing_orders.ordered_at is 'When the order button was pressed (the withdrawal period counts from the contract''s conclusion).';

create index billing_orders_user_id_idx on public.billing_orders (user_id);
create index billing_orders_subscription_id_idx on public.billing_orders (subscription_id);

alter table public.billing_orders enable row level security;

revoke all on public.billing_orders from anon, authenticated;
grant select on public.billing_orders to authenticated;
grant all on public.billing_orders to service_role;

create policy "users can read their own orders" on public.billing_orders
  for select to authenticated using ((select auth.uid()) = user_id);
