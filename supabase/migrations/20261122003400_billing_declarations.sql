-- Cancellations (§ 312k BGB) and withdrawals (§ 356a BGB) as received through the buttons in the footer,
-- usually from signed-out visitors. The content and the time of receipt are the proof both sides need;
-- they are kept for the retention period after an account is deleted (user_id becomes null).

create table public.contract_cancellations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  subscription_id text,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  contract_reference text check (char_length(contract_reference) <= 200),
  kind text not null check (kind in ('ordinary', 'extraordinary')),
  reason text check (char_length(reason) <= 2000),
  requested_end text not null check (requested_end in ('next_possible', 'specific')),
  requested_date date,
  ends_on date,
  locale text not null check (locale in ('en', 'de')),
  received_at timestamptz not null default now(),
  constraint contract_cancellations_extraordinary_has_reason check (kind <> 'extraordinary' or reason is not null),
  constraint contract_cancellations_specific_has_date check (requested_end <> 'specific' or requested_date is not null)
);

comment on table public.contract_cancellations is 'Cancellation declarations from the "Cancel contracts here" page, with content and time of receipt. Server only.';
comment on column public.contract_cancellations.user_id is 'The account whose contract was matched (by contract id or e-mail); null when none matched or the account was deleted.';
comment on column public.contract_cancellations.subscription_id is 'The matched Stripe subscription, if any.';
comment on column public.contract_cancellations.email is 'The address the declarant gave for the confirmation.';
comment on column public.contract_cancellations.contract_reference is 'The contract identifier the declarant typed (subscription id), if any.';
comment on column public.contract_cancellations.kind is 'ordinary or extraordinary (for cause, § 314 BGB; reason required).';
comment on column public.contract_cancellations.requested_end is 'next_possible or specific (requested_date).';
comment on column public.contract_cancellations.ends_on is 'The day the matched contract ends, as confirmed; null when no contract matched.';
comment on column public.contract_cancellations.received_at is 'Time of receipt, confirmed in text form.';

create index contract_cancellations_user_id_idx on public.contract_cancellations (user_id);

create table public.contract_withdrawals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  subscription_id text,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  contract_reference text check (char_length(contract_reference) <= 200),
  locale text not null check (locale in ('en', 'de')),
  received_at timestamptz not null default now()
);

comment on table public.contract_withdrawals is 'Withdrawal declarations from the "Withdraw from contract" button, with content and time of receipt. Server only.';
comment on column public.contract_withdrawals.user_id is 'The account whose contract was matched; null when none matched or the account was deleted.';
comment on column public.contract_withdrawals.subscription_id is 'The matched Stripe subscription, if any.';
comment on column public.contract_withdrawals.email is 'The electronic contact the declarant gave for the acknowledgement.';
comment on column public.contract_withdrawals.contract_reference is 'The contract identifier the declarant typed, if any.';
comment on column public.contract_withdrawals.received_at is 'Time of receipt, acknowledged on a durable medium (e-mail).';

create index contract_withdrawals_user_id_idx on public.contract_withdrawals (user_id);

alter table public.contract_cancellations enable row level security;
alter table public.contract_withdrawals enable row level security;

-- Declarations come in without a session; the server writes them with the service role. Users may see
-- the declarations matched to their own account (export, settings).
revoke all on public.contract_cancellations from anon, authenticated;
revoke all on public.contract_withdrawals from anon, authenticated;
grant select on public.contract_cancellations to authenticated;
grant select on public.contract_withdrawals to authenticated;
grant all on public.contract_cancellations to service_role;
grant all on public.contract_withdrawals to service_role;

create policy "users can read cancellations of their own contracts" on public.contract_cancellations
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "users can read withdrawals of their own contracts" on public.contract_withdrawals
  for select to authenticated using ((select auth.uid()) = user_id);
