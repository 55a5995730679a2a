-- The retention purge counts a record of a contract from the contract's end (contract_ended_at, previous
-- migration) instead of keeping it for ever. One delete serves the three tables: the periods and their reasons
-- live in app/features/user-data/retention.ts, which passes both cut-offs of a table here:
--   * a row without a contract (an abandoned order, a declaration that matched none) goes once it was received
--     before received_before;
--   * a row of a contract goes once the contract ended before contract_ended_before; one whose contract has no
--     recorded end (it still runs) stays, whatever its age.
-- Deleting is idempotent, so every app instance may run it at the same time.

drop function public.purge_retained_records(text, boolean, timestamptz);

create function public.purge_retained_records(target text, received_before timestamptz, contract_ended_before timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The tables the purge may touch, each with its time of receipt; any other name is refused before it reaches SQL.
  received_column text := case target
    when 'billing_orders' then 'ordered_at'
    when 'contract_cancellations' then 'received_at'
    when 'contract_withdrawals' then 'received_at'
  end;
  removed integer;
begin
  if received_column is null then
    raise exception 'purge_retained_records: no retention rule for %', target;
  end if;
  execute format(
    'delete from public.%I where (subscription_id is null and %I < $1) or (subscription_id is not null and contract_ended_at < $2)',
    target, received_column)
    using received_before, contract_ended_before;
  get diagnostics removed = row_count;
  return removed;
end
$$;

comment on function public.purge_retained_records(text, timestamptz, timestamptz) is 'Deletes the orders or declarations past their period: without a contract, received before received_before; of a contract, ended before contract_ended_before (never while it runs). Answers how many. Server only.';

revoke execute on function public.purge_retained_records(text, timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.purge_retained_records(text, timestamptz, timestamptz) to service_role;
