-- The app's copy of each Stripe subscription, written only by the webhook handler from a fresh read of
-- the subscription at Stripe (never from the event payload), so it always ends in Stripe's latest state.

create table public.subscriptions (
  id text primary key check (char_length(id) between 3 and 255),
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_customer_id text not null,
  status text not null check (status in ('trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused')),
  price_lookup_key text,
  billing_interval text check (billing_interval in ('month', 'year')),
  trial_end timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  cancel_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.subscriptions is 'Stripe subscriptions of each user as last read from Stripe; the source for entitlements and the settings panel.';
comment on column public.subscriptions.id is 'Stripe''s subscription id (sub_…), also the contract identifier shown to the user.';
comment on column public.subscriptions.status is 'Stripe''s status: trialing, active, past_due, unpaid, canceled, incomplete, incomplete_expired or paused.';
comment on column public.subscriptions.price_lookup_key is 'Lookup key of the current price (kolleague_plus_monthly / kolleague_plus_yearly).';
comment on column public.subscriptions.billing_interval is 'month or year: the current billing period of the price.';
comment on column public.subscriptions.trial_end is 'End of the free trial, if there was one.';
comment on column public.subscriptions.current_period_end is 'End of the current billing period: the next renewal or the end after a cancellation.';
comment on column public.subscriptions.cancel_at_period_end is 'True once a cancellation has been scheduled for the period end.';
comment on column public.subscriptions.cancel_at is 'A scheduled end that is not the period end (a cancellation to a later date).';
comment on column public.subscriptions.ended_at is 'When the subscription ended (status canceled).';

create index subscriptions_user_id_idx on public.subscriptions (user_id);

alter table public.subscriptions enable row level security;

revoke all on public.subscriptions from anon, authenticated;
grant select on public.subscriptions to authenticated;
grant all on public.subscriptions to service_role;

create policy "users can read their own subscriptions" on public.subscriptions
  for select to authenticated using ((select auth.uid()) = user_id);
