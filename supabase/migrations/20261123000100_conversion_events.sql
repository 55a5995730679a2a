-- The queue of server-side conversions (Meta Conversions API): "sign-up completed" and "subscription
-- started", written only for visitors who consented to marketing. Any app instance sends them; a failed
-- send is retried later and never touches the user's request. Server only.

create table public.conversion_events (
  id uuid primary key default gen_random_uuid(),
  -- Shared with the browser pixel's eventID, so Meta counts the two as one event.
  event_id uuid not null unique default gen_random_uuid(),
  event_name text not null check (event_name in ('CompleteRegistration', 'Subscribe', 'StartTrial')),
  -- The pixel (dataset) the event belongs to: a sender only sends the events of the pixel it is configured for.
  pixel_id text not null check (pixel_id ~ '^[0-9]{6,20}$'),
  user_id uuid references auth.users (id) on delete cascade,
  -- A subscription's event waits for Stripe's confirmation (the webhook) and is then released.
  order_id uuid references public.billing_orders (id) on delete cascade,
  released boolean not null default true,
  -- The event as the API takes it; identifiers hashed (SHA-256) except IP, user agent and Meta's cookies.
  payload jsonb not null check (pg_column_size(payload) <= 8192),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 500),
  -- Once sent, the payload is emptied; the row (event id and name) stays until it is 7 days old, for the
  -- pixel of the page that confirms the subscription and as a record of what was sent.
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.conversion_events is 'Conversions to send to the advertising platform; the payload is emptied once sent or given up, the row deleted after 7 days. Server only.';
comment on column public.conversion_events.event_id is 'The id the browser pixel sends too, for deduplication.';
comment on column public.conversion_events.released is 'false while a subscription''s event waits for the payment confirmation.';
comment on column public.conversion_events.next_attempt_at is 'When the next send may start; a claimed row is leased by moving it forward.';

create index conversion_events_due_idx on public.conversion_events (pixel_id, next_attempt_at) where released and sent_at is null;
create index conversion_events_order_idx on public.conversion_events (order_id) where order_id is not null;
create index conversion_events_user_idx on public.conversion_events (user_id) where user_id is not null;

alter table public.conversion_events enable row level security;
-- No policies: only the service role (which bypasses row-level security) reads or writes.
revoke all on public.conversion_events from public, anon, authenticated;
grant all on public.conversion_events to service_role;

-- Claims up to max_batch due events for one sender: the rows are locked with SKIP LOCKED, so two instances
-- never claim the same row, and leased (next_attempt_at moved forward), so a sender that dies mid-send
-- leaves them to be retried after the lease. Old rows (never released, or stuck) are removed first.
create function public.claim_conversion_events(for_pixel text, max_batch integer, lease_seconds integer)
returns setof public.conversion_events
language plpgsql
security definer
set search_path = ''
as $$
begin
  if max_batch < 1 or lease_seconds < 1 then
    raise exception 'max_batch and lease_seconds must be positive';
  end if;
  delete from public.conversion_events e where e.created_at < now() - interval '7 days';
  return query
    with due as (
      select e.id from public.conversion_events e
      where e.pixel_id = for_pixel and e.released and e.sent_at is null and e.next_attempt_at <= now()
      order by e.next_attempt_at
      limit max_batch
      for update skip locked
    )
    update public.conversion_events e
      set attempts = e.attempts + 1, next_attempt_at = now() + make_interval(secs => lease_seconds)
      from due where e.id = due.id
      returning e.*;
end
$$;

comment on function public.claim_conversion_events(text, integer, integer) is 'Claims and leases due conversion events for sending (FOR UPDATE SKIP LOCKED). Server only.';

revoke execute on function public.claim_conversion_events(text, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_conversion_events(text, integer, integer) to service_role;
