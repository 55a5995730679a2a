-- Saving a calculation within the user's plan limit, as one statement. The app used to count the user's
-- calculations and then insert, two requests apart, so parallel saves all passed the count (20 at once
-- left a free user with 12 of 10). Here the count and the insert run in one transaction under the same
-- per-user lock the 500-row backstop takes (stored_size_bounds), so one user's saves queue behind each
-- other while other users' saves are not held up.
--
-- The limit is the caller's: the plan lives in the app (billing/plans.ts, read with entitlementsOf), so
-- the app passes it. This is no new way around the plan: whoever calls the function directly could insert
-- into the table directly as well, and both meet the 500-row backstop.

create function public.save_calculation_within_limit(name text, inputs jsonb, schema_version integer, max_saved integer)
returns uuid
language plpgsql
-- Invoker: the insert is the signed-in user's own, so the table's grants and row-level security apply.
security invoker
set search_path = ''
as $$
declare
  saver uuid := auth.uid();
  saved uuid;
begin
  if saver is null then
    raise exception 'not signed in' using errcode = 'insufficient_privilege';
  end if;
  if max_saved is null or max_saved < 0 then
    raise exception 'max_saved must be a number of calculations, 0 or more';
  end if;
  -- The key the backstop's trigger uses: a direct insert of the same user waits here too.
  perform pg_advisory_xact_lock(hashtextextended('calculations:' || saver::text, 0));
  -- Read committed: this count takes its snapshot after the lock, so it sees every save committed before.
  if (select count(*) from public.calculations c where c.user_id = saver) >= max_saved then
    return null;
  end if;
  insert into public.calculations (user_id, name, inputs, schema_version)
    values (saver, save_calculation_within_limit.name, save_calculation_within_limit.inputs, save_calculation_within_limit.schema_version)
    returning id into saved;
  return saved;
end
$$;

comment on function public.save_calculation_within_limit(text, jsonb, integer, integer) is
  'Saves a calculation for the signed-in user unless they already have max_saved; returns its id, or null when the limit is reached.';

-- Signed-in users only (new functions are executable by everyone unless revoked; the service role has no
-- auth.uid() to save for).
revoke execute on function public.save_calculation_within_limit(text, jsonb, integer, integer) from public, anon, service_role;
grant execute on function public.save_calculation_within_limit(text, jsonb, integer, integer) to authenticated;
