-- One Stripe customer per user, created once at the first checkout and reused for every later one, so a
-- user never ends up with two customers (and two trials). Server only: users never read or write it.

create table public.billing_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null unique check (char_length(stripe_customer_id) between 3 and 255),
  email text not null check (email = lower(email) and char_length(email) between 3 and 254),
  created_at timestamptz not null default now()
);

comment on table public.billing_customers is 'The Stripe customer of each user who ever started a checkout. Written and read by the server only.';
comment on column public.billing_customers.stripe_customer_id is 'Stripe''s customer id (cus_…).';
comment on column public.billing_customers.email is 'The account address when the customer was created, lower-cased: matches a signed-out cancellation to its contract.';

create index billing_customers_email_idx on public.billing_customers (email);

alter table public.billing_customers enable row level security;

-- No policy for anon or authenticated: only the service role (which bypasses RLS) touches it.
revoke all on public.billing_customers from anon, authenticated;
grant all on public.billing_customers to service_role;
