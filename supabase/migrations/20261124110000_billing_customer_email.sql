-- The billing customer's address matches signed-out declarations to their contract, so it must be the
-- account's confirmed address at all times, and it must name one customer only.
--
-- 1. A trigger on auth.users moves the row with every confirmed e-mail change, whichever path made it
--    (the confirmation link, the operator's dashboard, the admin API), in the same transaction.
-- 2. One row per address, case-insensitively (addresses are stored lower-cased; the index says so anyway).
-- 3. stripe_email is the address the Stripe customer was last given: where it differs from email, the
--    server still has to tell Stripe (billing/customers.server.ts syncCustomerEmail).

alter table public.billing_customers add column stripe_email text;

comment on column public.billing_customers.email is 'The account''s confirmed address, lower-cased, kept current by the trigger on auth.users: matches a signed-out declaration to its contract. Unique.';
comment on column public.billing_customers.stripe_email is 'The address last sent to the Stripe customer; null or different from email while Stripe is still to be told.';

-- Rows written before: the account's current address (the old code updated it only at a checkout).
update public.billing_customers c
set email = lower(u.email)
from auth.users u
where u.id = c.user_id and u.email is not null and c.email <> lower(u.email);

drop index public.billing_customers_email_idx;
create unique index billing_customers_email_key on public.billing_customers (lower(email));

create function public.follow_account_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null or lower(new.email) = lower(coalesce(old.email, '')) then
    return new;
  end if;
  -- Addresses are unique among accounts, so another row with this address is stale (an account changed
  -- before this trigger existed): it moves to its own account's address, so the change never fails here.
  update public.billing_customers b
  set email = lower(u.email)
  from auth.users u
  where b.user_id = u.id and b.user_id <> new.id and b.email = lower(new.email)
    and u.email is not null and lower(u.email) <> lower(new.email);
  update public.billing_customers
  set email = lower(new.email)
  where user_id = new.id and email <> lower(new.email);
  return new;
end
$$;

comment on function public.follow_account_email() is 'Trigger function on auth.users: the billing customer''s address follows the account''s confirmed e-mail change.';

revoke execute on function public.follow_account_email() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row execute function public.follow_account_email();
