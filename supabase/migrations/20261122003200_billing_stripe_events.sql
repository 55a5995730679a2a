-- Ids of the Stripe webhook events already handled: Stripe delivers at least once, so a repeated
-- delivery is recognised here (in Postgres, shared by every app instance) and acknowledged unchanged.

create table public.stripe_events (
  id text primary key check (char_length(id) between 3 and 255),
  type text not null,
  received_at timestamptz not null default now()
);

comment on table public.stripe_events is 'Processed Stripe webhook event ids (evt_…); a second delivery of the same id is ignored. Server only.';
comment on column public.stripe_events.type is 'The event type, e.g. customer.subscription.updated.';
comment on column public.stripe_events.received_at is 'When the event was first handled.';

alter table public.stripe_events enable row level security;

revoke all on public.stripe_events from anon, authenticated;
grant all on public.stripe_events to service_role;
