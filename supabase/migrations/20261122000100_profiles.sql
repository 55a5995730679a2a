-- Profiles: one row per auth user with what the app shows and the preferences applied on sign-in.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  avatar_url text,
  avatar text,
  locale text not null default 'en' check (locale in ('en', 'de')),
  theme text check (theme in ('light', 'dark')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'One profile per auth user; removed with the user.';
comment on column public.profiles.id is 'The auth user this profile belongs to (auth.users.id).';
comment on column public.profiles.full_name is 'Name shown in the app; taken from sign-up metadata (full_name) at first.';
comment on column public.profiles.avatar_url is 'Path of the processed avatar in the avatars bucket (<user id>/...), or null.';
comment on column public.profiles.avatar is 'Legacy avatar as base64 image data (or a data URI); still displayed when avatar_url is null.';
comment on column public.profiles.locale is 'Preferred language, en or de; applied on sign-in on any device.';
comment on column public.profiles.theme is 'Preferred colour theme, light or dark; null follows the device.';
comment on column public.profiles.created_at is 'When the profile was created (at sign-up).';
comment on column public.profiles.updated_at is 'When the profile last changed; set by a trigger on every update.';

alter table public.profiles enable row level security;

-- Least privilege: signed-out visitors get no access at all; deletion happens with the auth user.
revoke all on public.profiles from anon, authenticated;
grant select, insert, update on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy "users can read their own profile" on public.profiles
  for select to authenticated using ((select auth.uid()) = id);

create policy "users can create their own profile" on public.profiles
  for insert to authenticated with check ((select auth.uid()) = id);

create policy "users can update their own profile" on public.profiles
  for update to authenticated using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
