-- A record of every cookie choice, so that consent can be demonstrated (Art. 7(1) GDPR), not only read back
-- from a cookie on the visitor's device. The consent cookie carries the record's consent_id; a later choice on
-- the same device keeps that id, so the rows of one id are its history (given, changed, withdrawn). The rows hold
-- no account, address or IP: only what was chosen, under which version of the banner's text, and when.
-- Server only: RLS on, no policies, no grants to the client roles. The purge (retention.ts) deletes a row once
-- the choice it records has expired (the cookie lives a year) and the limitation period after that has passed.

create table public.consent_records (
  id bigint generated always as identity primary key,
  consent_id uuid not null,
  version text not null check (char_length(version) between 1 and 40),
  analytics boolean not null,
  marketing boolean not null,
  chosen_at timestamptz not null default now()
);

comment on table public.consent_records is 'Every cookie choice (consent given, changed or withdrawn) under a random id the consent cookie carries; no account, address or IP. Server only.';
comment on column public.consent_records.consent_id is 'The random id in the visitor''s consent cookie; the same for every choice made on that device.';
comment on column public.consent_records.version is 'The version of the banner''s text the choice was made under (app/platform/consent/consent.ts).';

create index consent_records_consent_id_idx on public.consent_records (consent_id);
create index consent_records_chosen_at_idx on public.consent_records (chosen_at);

alter table public.consent_records enable row level security;
-- No policies: only the service role (which bypasses row-level security) reads or writes.
revoke all on public.consent_records from public, anon, authenticated;
grant all on public.consent_records to service_role;

-- Which recorded consent a server-side conversion relied on (the queue row lives 7 days).
alter table public.conversion_events add column consent_id uuid;
comment on column public.conversion_events.consent_id is 'The consent_records.consent_id of the visitor''s consent to marketing when the event was recorded.';
