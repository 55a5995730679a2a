-- A chat answer the model provider failed (an error, a refused connection, a cut-off stream, silence) gave
-- its unit of the daily quota away: "Try again" was counted again, and one answered question could cost
-- three. The server that counted the question gives the unit back when its writer records such a failure.
-- Only the server refunds (the function is granted to the service role alone), only a use it counted itself
-- (it passes the key and how long ago it counted), at most once per refund id (the answer) and only into the
-- window that use was counted in.

create table public.rate_limit_refunds (
  id uuid primary key,
  refunded_at timestamptz not null default now()
);

comment on table public.rate_limit_refunds is 'One row per use given back (by refund_rate_limit), so the same use is never given back twice; removed after two days.';
comment on column public.rate_limit_refunds.id is 'What the use was for, e.g. the chat answer whose provider failed; contains no personal data.';
comment on column public.rate_limit_refunds.refunded_at is 'When the use was given back.';

create index rate_limit_refunds_refunded_at_idx on public.rate_limit_refunds (refunded_at);

alter table public.rate_limit_refunds enable row level security;
-- No policies: only the service role (which bypasses row-level security) reads or writes.
revoke all on public.rate_limit_refunds from public, anon, authenticated;
grant all on public.rate_limit_refunds to service_role;

create function public.refund_rate_limit(refund_id uuid, key text, window_seconds integer, max integer, counted_ms_ago integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if window_seconds < 1 or max < 0 or counted_ms_ago < 0 then
    raise exception 'window_seconds must be positive, max and counted_ms_ago not negative';
  end if;
  delete from public.rate_limit_refunds r
    where r.ctid in (select r2.ctid from public.rate_limit_refunds r2 where r2.refunded_at < now() - interval '2 days' limit 100);
  insert into public.rate_limit_refunds (id) values (refund_id) on conflict (id) do nothing;
  if not found then
    return false;
  end if;
  -- Only the window the use was counted in (a use from yesterday gives nothing back today). A refused use
  -- leaves the count at max + 1 (consume_rate_limit): the refund counts from max, so it really frees one.
  update public.rate_limit_counters c
     set count = greatest(least(c.count, refund_rate_limit.max) - 1, 0)
   where c.key = refund_rate_limit.key
     and c.count > 0
     and c.reset_at > now()
     and c.reset_at - make_interval(secs => window_seconds) <= now() - counted_ms_ago * interval '1 millisecond';
  return found;
end
$$;

comment on function public.refund_rate_limit(uuid, text, integer, integer, integer) is 'Gives back one use of key counted counted_ms_ago in its current window, once per refund_id. Server only.';

revoke execute on function public.refund_rate_limit(uuid, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.refund_rate_limit(uuid, text, integer, integer, integer) to service_role;
