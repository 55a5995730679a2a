-- Orders and declarations of a contract are kept 8 and 6 years from the end of the year the contract ENDED
-- (app/features/user-data/retention.ts, decision 012), but the rows did not say when that was, and the
-- subscription row that does goes with the account; so the purge had to keep them for ever. Each record now
-- carries its contract's end, written by the database whenever the end becomes known, so no writer can forget it:
--   * when the subscription's copy is written in an ended state (the webhook's fresh read from Stripe, or the
--     account deletion's read after it has ended the contract), every record of it gets the end in the same
--     statement;
--   * when a record is linked to a subscription that has already ended (an order whose checkout event is handled
--     after the end, a declaration matched just before the end was stored), it gets the end as it is written.
-- Once set, the end never moves. Stripe's canceled and incomplete_expired are final, so every later report of
-- the same contract (a replayed event, a late one, the next sync) carries the same ended_at; a different value
-- can only be a worse one (the fallback below, or a hand edit), and an end that moved after the fact would make
-- the deletion date unpredictable: moved earlier it could delete a record before its period is over.

alter table public.billing_orders
  add column contract_ended_at timestamptz,
  add constraint billing_orders_contract_end_needs_contract check (contract_ended_at is null or subscription_id is not null);
alter table public.contract_cancellations
  add column contract_ended_at timestamptz,
  add constraint contract_cancellations_contract_end_needs_contract check (contract_ended_at is null or subscription_id is not null);
alter table public.contract_withdrawals
  add column contract_ended_at timestamptz,
  add constraint contract_withdrawals_contract_end_needs_contract check (contract_ended_at is null or subscription_id is not null);

comment on column public.billing_orders.contract_ended_at is
  'When the contract (subscription_id) ended, as Stripe reported it; set once by the database, never moved. The order is kept 8 years from the end of that year; null while the contract runs.';
comment on column public.contract_cancellations.contract_ended_at is
  'When the matched contract (subscription_id) ended, as Stripe reported it; set once by the database, never moved. The declaration is kept 6 years from the end of that year; null while the contract runs.';
comment on column public.contract_withdrawals.contract_ended_at is
  'When the matched contract (subscription_id) ended, as Stripe reported it; set once by the database, never moved. The declaration is kept 6 years from the end of that year; null while the contract runs.';

-- The end reaches a contract's records by subscription_id; orders had this index already.
create index contract_cancellations_subscription_id_idx on public.contract_cancellations (subscription_id);
create index contract_withdrawals_subscription_id_idx on public.contract_withdrawals (subscription_id);

-- Contracts that ended before this migration: their stored end, or else the last write of the ended row (at or
-- after the end, so the period ends late rather than early).
update public.billing_orders r set contract_ended_at = coalesce(s.ended_at, s.updated_at)
  from public.subscriptions s where s.id = r.subscription_id and s.status in ('canceled', 'incomplete_expired');
update public.contract_cancellations r set contract_ended_at = coalesce(s.ended_at, s.updated_at)
  from public.subscriptions s where s.id = r.subscription_id and s.status in ('canceled', 'incomplete_expired');
update public.contract_withdrawals r set contract_ended_at = coalesce(s.ended_at, s.updated_at)
  from public.subscriptions s where s.id = r.subscription_id and s.status in ('canceled', 'incomplete_expired');

-- A subscription written ended gives its end to every record of it that has none yet. Stripe sets ended_at on
-- every ended subscription; should one lack it, the time it is stored here (just after Stripe reported the end)
-- stands in, late rather than early.
create function public.record_contract_end() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ended timestamptz := coalesce(new.ended_at, now());
begin
  update public.billing_orders set contract_ended_at = ended where subscription_id = new.id and contract_ended_at is null;
  update public.contract_cancellations set contract_ended_at = ended where subscription_id = new.id and contract_ended_at is null;
  update public.contract_withdrawals set contract_ended_at = ended where subscription_id = new.id and contract_ended_at is null;
  return null;
end
$$;

comment on function public.record_contract_end() is 'Trigger function on subscriptions: an ended subscription''s end goes onto its orders and declarations that have none yet.';

create trigger subscriptions_record_contract_end
  after insert or update on public.subscriptions
  for each row when (new.status in ('canceled', 'incomplete_expired'))
  execute function public.record_contract_end();

-- A record linked to a contract (inserted with one, or given one later) takes the contract's end if it has
-- ended (without Stripe's ended_at: the last write of the ended row, as in the backfill); a record that keeps its
-- contract keeps the end it has. The subscription row is read FOR SHARE: if the
-- webhook is writing it ended at this moment, this waits for that write and sees it, and a write that starts
-- after this one waits and then finds the record linked, so the end reaches the record either way.
create function public.keep_contract_end() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ended timestamptz;
begin
  if tg_op = 'UPDATE' and new.subscription_id is not distinct from old.subscription_id then
    new.contract_ended_at := coalesce(old.contract_ended_at, new.contract_ended_at);
    return new;
  end if;
  if new.subscription_id is not null then
    select coalesce(s.ended_at, s.updated_at) into ended
      from public.subscriptions s
     where s.id = new.subscription_id and s.status in ('canceled', 'incomplete_expired')
       for share;
  end if;
  -- Written by hand with a contract the database no longer knows (its account is gone): what the writer gave.
  new.contract_ended_at := case when tg_op = 'INSERT' then coalesce(ended, new.contract_ended_at) else ended end;
  return new;
end
$$;

comment on function public.keep_contract_end() is 'Trigger function on orders and declarations: a record linked to an ended contract takes its end; an end once set is kept.';

create trigger billing_orders_keep_contract_end
  before insert or update of subscription_id, contract_ended_at on public.billing_orders
  for each row execute function public.keep_contract_end();
create trigger contract_cancellations_keep_contract_end
  before insert or update of subscription_id, contract_ended_at on public.contract_cancellations
  for each row execute function public.keep_contract_end();
create trigger contract_withdrawals_keep_contract_end
  before insert or update of subscription_id, contract_ended_at on public.contract_withdrawals
  for each row execute function public.keep_contract_end();

-- Trigger functions are not API endpoints.
revoke execute on function public.record_contract_end() from public, anon, authenticated;
revoke execute on function public.keep_contract_end() from public, anon, authenticated;
