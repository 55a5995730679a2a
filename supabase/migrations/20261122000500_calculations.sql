-- Saved calculations: a user's named calculator inputs. Results are never stored; the app evaluates the
-- inputs again on every read, after migrating them from their schema_version to the engine's current one.

create table public.calculations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120 and btrim(name) <> ''),
  inputs jsonb not null check (jsonb_typeof(inputs) = 'object'),
  schema_version integer not null check (schema_version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.calculations is 'Calculations a user saved from the calculator; removed with the user.';
comment on column public.calculations.id is 'Identifies the calculation in links (/compare?ids=...).';
comment on column public.calculations.user_id is 'The auth user who saved it (auth.users.id); set from the session by default.';
comment on column public.calculations.name is 'Name the user gave it, 1 to 120 characters.';
comment on column public.calculations.inputs is 'The validated calculator inputs as JSON, named as in the calculator URL and the JSON API, numbers as plain JSON numbers.';
comment on column public.calculations.schema_version is 'Version of the inputs format; older versions are migrated by the app when read.';
comment on column public.calculations.created_at is 'When the calculation was saved (or duplicated).';
comment on column public.calculations.updated_at is 'When it last changed (renamed); set by a trigger on every update.';

-- The list shows a user's calculations, most recently changed first.
create index calculations_user_id_updated_at_idx on public.calculations (user_id, updated_at desc);

alter table public.calculations enable row level security;

-- Least privilege: signed-out visitors get no access at all.
revoke all on public.calculations from anon, authenticated;
grant select, insert, update, delete on public.calculations to authenticated;
grant all on public.calculations to service_role;

create policy "users can read their own calculations" on public.calculations
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "users can save calculations as themselves" on public.calculations
  for insert to authenticated with check ((select auth.uid()) = user_id);

create policy "users can change their own calculations" on public.calculations
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

create policy "users can delete their own calculations" on public.calculations
  for delete to authenticated using ((select auth.uid()) = user_id);

create trigger calculations_set_updated_at
  before update on public.calculations
  for each row execute function public.set_updated_at();
