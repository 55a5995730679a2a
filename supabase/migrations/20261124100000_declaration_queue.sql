-- Declarations (§ 312k cancellations, § 356a withdrawals) become a queue: the row is written first, the
-- visitor gets the answer, and the matching, Stripe and mail work runs afterwards in the background
-- (every instance; FOR UPDATE SKIP LOCKED hands each row to one of them), retried with backoff. Only the
-- contract's owner makes a declaration take effect at once: signed in, or through the one-time link
-- mailed to the account's address. Nothing is ever deleted here; pending and failed rows are the
-- operator's to decide (scripts/pending-declarations.sql).

alter table public.contract_withdrawals add column ends_on date;
comment on column public.contract_withdrawals.ends_on is 'The day the contract ends when the withdrawal came after the period and was treated as a cancellation.';

do $$
declare
  t text;
begin
  foreach t in array array['contract_cancellations', 'contract_withdrawals'] loop
    execute format($f$
      alter table public.%1$I
        add column state text not null default 'queued'
          check (state in ('queued', 'awaiting_owner', 'unmatched', 'done', 'failed', 'flagged')),
        add column declarant_user_id uuid references auth.users (id) on delete set null,
        add column identified_by text check (identified_by in ('session', 'link')),
        add column outcome text check (outcome in ('ended', 'withdrawn', 'period_over')),
        add column acknowledged_at timestamptz,
        add column owner_asked_at timestamptz,
        add column confirm_expires_at timestamptz,
        add column confirmed_at timestamptz,
        add column executed_at timestamptz,
        add column result_mailed_at timestamptz,
        add column attempts integer not null default 0 check (attempts >= 0),
        add column next_attempt_at timestamptz not null default now(),
        add column last_error text check (char_length(last_error) <= 500),
        add column stripe_api text not null default 'https://api.stripe.com'
    $f$, t);
    execute format('create index %1$s_due_idx on public.%1$I (next_attempt_at) where state = ''queued''', t);
    execute format('create index %1$s_open_idx on public.%1$I (state) where state <> ''done''', t);
    execute format($c$comment on column public.%1$I.state is 'queued (work to do), awaiting_owner (link mailed to the account), unmatched (no contract found: operator), done, failed (gave up retrying: operator), flagged (honeypot hit: kept, never carried out)'$c$, t);
    execute format($c$comment on column public.%1$I.declarant_user_id is 'The account signed in when the declaration was made, if any.'$c$, t);
    execute format($c$comment on column public.%1$I.identified_by is 'How the owner was identified: session (signed in as the owner) or link (the one-time link mailed to the account).'$c$, t);
    execute format($c$comment on column public.%1$I.confirm_expires_at is 'Until when the one-time link mailed to the account confirms the declaration.'$c$, t);
    execute format($c$comment on column public.%1$I.last_error is 'Why the last attempt failed (Stripe, mail), for the operator.'$c$, t);
    execute format($c$comment on column public.%1$I.stripe_api is 'The Stripe API (origin) of the instance that recorded it: only instances talking to the same Stripe carry it out. One value in production; apart per local stand-in in tests.'$c$, t);
  end loop;
end
$$;

-- Rows from before this migration were carried out when they arrived.
update public.contract_cancellations set state = 'done', executed_at = received_at where subscription_id is not null;
update public.contract_cancellations set state = 'unmatched' where subscription_id is null;
update public.contract_withdrawals set state = 'done', executed_at = received_at where subscription_id is not null;
update public.contract_withdrawals set state = 'unmatched' where subscription_id is null;

-- Claims up to max_batch due declarations of both kinds (or the one named by only_id) for one Stripe API:
-- locked with SKIP LOCKED, so two instances never work on the same row, and leased (next_attempt_at
-- moved forward), so a worker that dies mid-way leaves the row to be retried after the lease.
create function public.claim_declarations(for_stripe_api text, max_batch integer, lease_seconds integer, only_id uuid default null)
returns table (kind text, id uuid, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if max_batch < 1 or lease_seconds < 1 then
    raise exception 'max_batch and lease_seconds must be positive';
  end if;
  return query
    with due as (
      select c.id from public.contract_cancellations c
      where c.state = 'queued' and c.stripe_api = for_stripe_api and (only_id is null and c.next_attempt_at <= now() or c.id = only_id)
      order by c.next_attempt_at
      limit max_batch
      for update skip locked
    )
    update public.contract_cancellations c
      set attempts = c.attempts + 1, next_attempt_at = now() + make_interval(secs => lease_seconds)
      from due where c.id = due.id
      returning 'cancellation'::text, c.id, c.attempts;
  return query
    with due as (
      select w.id from public.contract_withdrawals w
      where w.state = 'queued' and w.stripe_api = for_stripe_api and (only_id is null and w.next_attempt_at <= now() or w.id = only_id)
      order by w.next_attempt_at
      limit max_batch
      for update skip locked
    )
    update public.contract_withdrawals w
      set attempts = w.attempts + 1, next_attempt_at = now() + make_interval(secs => lease_seconds)
      from due where w.id = due.id
      returning 'withdrawal'::text, w.id, w.attempts;
end
$$;

comment on function public.claim_declarations(text, integer, integer, uuid) is 'Claims and leases queued declarations for processing (FOR UPDATE SKIP LOCKED). Server only.';

revoke execute on function public.claim_declarations(text, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_declarations(text, integer, integer, uuid) to service_role;
