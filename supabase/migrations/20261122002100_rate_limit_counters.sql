-- Fixed-window counters for limits that must hold across app instances (the chat's daily quota per user,
-- its per-IP rate limit). Only the server (service role) counts; users never see or touch the counters.

create table public.rate_limit_counters (
  key text primary key check (char_length(key) between 1 and 200),
  count integer not null check (count >= 0),
  reset_at timestamptz not null
);

comment on table public.rate_limit_counters is 'One fixed window per limit key (e.g. chat:user:<id>:day); the server counts through consume_rate_limit().';
comment on column public.rate_limit_counters.key is 'What is limited and for whom; contains no personal data beyond ids and IP addresses.';
comment on column public.rate_limit_counters.count is 'Uses counted in the current window.';
comment on column public.rate_limit_counters.reset_at is 'When the window ends and the count starts again; expired rows are removed.';

create index rate_limit_counters_reset_at_idx on public.rate_limit_counters (reset_at);

alter table public.rate_limit_counters enable row level security;
-- No policies: only the service role (which bypasses row-level security) reads or writes.
revoke all on public.rate_limit_counters from public, anon, authenticated;
grant all on public.rate_limit_counters to service_role;

create function public.consume_rate_limit(key text, window_seconds integer, max integer)
returns table (allowed boolean, remaining integer, reset_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted integer;
  window_end timestamptz;
begin
  if window_seconds < 1 or max < 0 then
    raise exception 'window_seconds must be positive and max not negative';
  end if;
  -- Expired windows go first (a little each call keeps the table small without a scheduler).
  delete from public.rate_limit_counters c
    where c.ctid in (select c2.ctid from public.rate_limit_counters c2 where c2.reset_at <= now() limit 100);
  -- One atomic upsert: a new or expired window starts at 1; otherwise count up, never past max + 1.
  insert into public.rate_limit_counters as c (key, count, reset_at)
    values (consume_rate_limit.key, 1, now() + make_interval(secs => window_seconds))
  on conflict on constraint rate_limit_counters_pkey do update
    set count = case when c.reset_at <= now() then 1 else least(c.count + 1, consume_rate_limit.max + 1) end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
  returning c.count, c.reset_at into counted, window_end;
  return query select counted <= consume_rate_limit.max, greatest(consume_rate_limit.max - counted, 0), window_end;
end
$$;

comment on function public.consume_rate_limit(text, integer, integer) is 'Counts one use of key in a fixed window of window_seconds; allowed while the count stays within max. Server only.';

revoke execute on function public.consume_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(text, integer, integer) to service_role;
