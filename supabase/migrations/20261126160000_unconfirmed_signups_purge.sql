-- Sign-ups whose e-mail address was never confirmed, to be deleted (privacy policy: after 7 days). Anyone
-- can type someone else's address into the sign-up form; without this the address, the password hash and
-- the profile row stayed for ever. The app deletes each one through its one deletion path
-- (app/features/user-data/delete.server.ts), so every user-owned table and bucket is covered; this
-- function only finds them. A resent confirmation mail restarts the period (confirmation_sent_at).

create function public.expired_unconfirmed_signups(older_than timestamptz, max_batch integer)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id
    from auth.users u
   where u.email_confirmed_at is null
     and u.last_sign_in_at is null
     and u.invited_at is null
     and u.created_at < older_than
     and coalesce(u.confirmation_sent_at, u.created_at) < older_than
   order by u.created_at
   limit greatest(max_batch, 0)
$$;

comment on function public.expired_unconfirmed_signups(timestamptz, integer) is 'Accounts never confirmed whose last confirmation mail is older than older_than, oldest first. Server only.';

revoke execute on function public.expired_unconfirmed_signups(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.expired_unconfirmed_signups(timestamptz, integer) to service_role;
