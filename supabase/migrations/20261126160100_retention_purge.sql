-- Orders and declarations are kept after the account is gone for the periods of tax and commercial law
-- (§ 147 AO, § 257 HGB) and must then be erased (Art. 17(1)(a) GDPR); nothing did that. The periods and
-- their reasons live in app/features/user-data/retention.ts, which passes each cut-off here; this function
-- deletes one group's rows received before it. Rows of a contract that still runs stay whatever their age:
-- they prove the terms the running contract was made on. Deleting is idempotent, so every app instance
-- may run it at the same time.

create function public.purge_retained_records(target text, with_contract boolean, received_before timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  if target = 'billing_orders' then
    delete from public.billing_orders r
     where r.ordered_at < received_before
       and (r.subscription_id is not null) = with_contract
       and not exists (
         select 1 from public.subscriptions s where s.id = r.subscription_id and s.status not in ('canceled', 'incomplete_expired'));
  elsif target = 'contract_cancellations' then
    delete from public.contract_cancellations r
     where r.received_at < received_before
       and (r.subscription_id is not null) = with_contract
       and not exists (
         select 1 from public.subscriptions s where s.id = r.subscription_id and s.status not in ('canceled', 'incomplete_expired'));
  elsif target = 'contract_withdrawals' then
    delete from public.contract_withdrawals r
     where r.received_at < received_before
       and (r.subscription_id is not null) = with_contract
       and not exists (
         select 1 from public.subscriptions s where s.id = r.subscription_id and s.status not in ('canceled', 'incomplete_expired'));
  else
    raise exception 'purge_retained_records: no retention rule for %', target;
  end if;
  get diagnostics removed = row_count;
  return removed;
end
$$;

comment on function public.purge_retained_records(text, boolean, timestamptz) is 'Deletes the orders or declarations (with or without a contract) received before the cut-off, except those of a running contract; answers how many. Server only.';

revoke execute on function public.purge_retained_records(text, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.purge_retained_records(text, boolean, timestamptz) to service_role;
