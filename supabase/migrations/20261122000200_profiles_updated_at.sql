-- Keeps profiles.updated_at true on every update, whoever writes the row.

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

comment on function public.set_updated_at() is 'Trigger function: sets updated_at to the current time on update.';

-- Trigger functions are not API endpoints.
revoke execute on function public.set_updated_at() from public, anon, authenticated;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();
