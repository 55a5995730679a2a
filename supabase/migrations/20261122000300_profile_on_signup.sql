-- Creates the profile when a user signs up, with name and language from the sign-up metadata.

create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, locale)
  values (
    new.id,
    nullif(left(trim(new.raw_user_meta_data ->> 'full_name'), 200), ''),
    case when new.raw_user_meta_data ->> 'locale' in ('en', 'de') then new.raw_user_meta_data ->> 'locale' else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end
$$;

comment on function public.handle_new_user() is 'Trigger function on auth.users: creates the user''s profile (full_name, locale en/de) at sign-up.';

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
