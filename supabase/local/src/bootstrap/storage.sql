-- The storage schema as hosted Supabase provides it (the parts the Storage API and policies rely on).
-- Applied by the bootstrap after the roles and auth files, before supabase/migrations.

create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table storage.buckets is 'Storage buckets; file_size_limit (bytes) and allowed_mime_types are enforced by the Storage API.';

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);
comment on table storage.objects is 'One row per stored file; the bytes live in the backend''s data directory, keyed by id.';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Path helpers used in policies: 'a/b/c.png' -> {a,b}, 'c.png', 'png'.
create or replace function storage.foldername(name text) returns text[]
language sql immutable as $$
  select (string_to_array(name, '/'))[1 : cardinality(string_to_array(name, '/')) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable as $$
  select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable as $$
  select case
    when storage.filename(name) like '%.%' then reverse(split_part(reverse(storage.filename(name)), '.', 1))
    else ''
  end
$$;

-- Hosted Supabase refuses SQL deletes on the storage tables: rows removed that way would orphan the
-- stored bytes. The Storage API sets storage.allow_delete_query for its own transaction.
create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), '') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501', hint = 'Use the Storage API to remove objects and buckets.';
  end if;
  return null;
end
$$;

drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
