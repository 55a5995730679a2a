-- A delivery gives up only its own claim (security review, 26 Nov 2026). A handler that outlived its lease was
-- overtaken by Stripe's next delivery, as designed; when it then failed, finish_stripe_event(handled => false)
-- cleared the claim of the delivery still running, so a third could start beside it. Each claim now carries its
-- attempt number, and giving up a claim needs that number. Marking an event handled needs none: the work is done,
-- whoever did it.

drop function public.claim_stripe_event(text, text, integer);
drop function public.finish_stripe_event(text, boolean);

-- {"state": "claimed", "attempt": n}: handle it now, then call finish_stripe_event with n;
-- {"state": "done"}: handled before, acknowledge; {"state": "busy"}: a live delivery handles it, ask for a retry.
create function public.claim_stripe_event(event_id text, event_type text, lease_seconds integer)
returns jsonb
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
    return jsonb_build_object('state', 'claimed', 'attempt', 1);
  end if;
  select * into row from public.stripe_events e where e.id = event_id for update;
  if row.handled_at is not null then
    return jsonb_build_object('state', 'done');
  end if;
  if row.claimed_until is not null and row.claimed_until > now() then
    return jsonb_build_object('state', 'busy');
  end if;
  update public.stripe_events e
    set claimed_until = now() + make_interval(secs => lease_seconds), attempts = e.attempts + 1
    where e.id = event_id;
  return jsonb_build_object('state', 'claimed', 'attempt', row.attempts + 1);
end
$$;

-- Marks the event handled, or gives up the claim of attempt `attempt` (and no later one) for Stripe's next delivery.
create function public.finish_stripe_event(event_id text, attempt integer, handled boolean)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.stripe_events e
    set handled_at = case when handled then now() else null end, claimed_until = null
    where e.id = event_id and e.handled_at is null and (handled or e.attempts = attempt);
$$;

comment on function public.claim_stripe_event(text, text, integer) is
  'Claims a Stripe event for lease_seconds: {state: claimed, attempt}, {state: done} (handled before) or {state: busy} (claimed by a live delivery).';
comment on function public.finish_stripe_event(text, integer, boolean) is
  'Ends a claim: handled marks the event done; otherwise only the claim of that attempt is given up, for the next delivery.';

revoke execute on function public.claim_stripe_event(text, text, integer) from public, anon, authenticated;
revoke execute on function public.finish_stripe_event(text, integer, boolean) from public, anon, authenticated;
grant execute on function public.claim_stripe_event(text, text, integer) to service_role;
grant execute on function public.finish_stripe_event(text, integer, boolean) to service_role;
