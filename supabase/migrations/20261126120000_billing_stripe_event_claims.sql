-- A Stripe event is done only once it has been handled. The app used to record an event id before handling
-- it and treat any second delivery as done: Stripe's retry of a delivery that timed out (the handler still
-- waiting on a slow mail server) was acknowledged as a duplicate and the handler's later failure lost the
-- event, with its order confirmation; a restart mid-handler left the id recorded for good. Now a delivery
-- claims the event for a while (a lease, shared by every app instance through this table), marks it handled
-- when done, and gives the claim up when handling fails. A second delivery during a live claim is told to
-- come back later; one after an expired claim (the instance died) takes it over.

alter table public.stripe_events
  add column handled_at timestamptz,
  add column claimed_until timestamptz,
  add column attempts integer not null default 0 check (attempts >= 0);

-- Every id recorded so far was handled: the old code removed the id again when handling failed in-process.
update public.stripe_events set handled_at = received_at, attempts = 1;

comment on table public.stripe_events is 'Stripe webhook events (evt_…) claimed or handled; an event counts as done only with handled_at. Server only.';
comment on column public.stripe_events.received_at is 'When a delivery of the event first arrived.';
comment on column public.stripe_events.handled_at is 'When handling succeeded; null while it has not (yet).';
comment on column public.stripe_events.claimed_until is 'While handling runs: until when this delivery holds the event; null when none does.';
comment on column public.stripe_events.attempts is 'How many deliveries have started handling the event.';

-- 'claimed': handle it now, then call finish_stripe_event; 'done': handled before, acknowledge;
-- 'busy': another delivery is handling it right now, ask Stripe to retry later.
create function public.claim_stripe_event(event_id text, event_type text, lease_seconds integer)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  row public.stripe_events;
begin
  if lease_seconds is null or lease_seconds < 1 then
    raise exception 'lease_seconds must be at least 1';
  end if;
  insert into public.stripe_events (id, type, claimed_until, attempts)
    values (event_id, event_type, now() + make_interval(secs => lease_seconds), 1)
    on conflict (id) do nothing;
  if found then
    return 'claimed';
  end if;
  select * into row from public.stripe_events e where e.id = event_id for update;
  if row.handled_at is not null then
    return 'done';
  end if;
  if row.claimed_until is not null and row.claimed_until > now() then
    return 'busy';
  end if;
  update public.stripe_events e
    set claimed_until = now() + make_interval(secs => lease_seconds), attempts = e.attempts + 1
    where e.id = event_id;
  return 'claimed';
end
$$;

-- Marks a claimed event handled, or gives the claim up so that Stripe's next delivery handles it.
create function public.finish_stripe_event(event_id text, handled boolean)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.stripe_events e
    set handled_at = case when handled then now() else null end, claimed_until = null
    where e.id = event_id and e.handled_at is null;
$$;

comment on function public.claim_stripe_event(text, text, integer) is
  'Claims a Stripe event for lease_seconds: claimed, done (handled before) or busy (claimed by a live delivery).';
comment on function public.finish_stripe_event(text, boolean) is
  'Ends a claim: handled marks the event done, otherwise the claim is given up for the next delivery.';

revoke execute on function public.claim_stripe_event(text, text, integer) from public, anon, authenticated;
revoke execute on function public.finish_stripe_event(text, boolean) from public, anon, authenticated;
grant execute on function public.claim_stripe_event(text, text, integer) to service_role;
grant execute on function public.finish_stripe_event(text, boolean) to service_role;

-- The order confirmation goes out once: Stripe redelivers an event whose handling failed after the mail was
-- sent (a later step, such as the annual schedule, failing), and each redelivery used to mail it again.
alter table public.billing_orders add column confirmation_sent_at timestamptz;
comment on column public.billing_orders.confirmation_sent_at is
  'When the order confirmation (§ 312f BGB) was sent; null until then. Orders before this column: unknown (null).';
