-- Newsletter subscribers of the project's own list, with the proof of consent (double opt-in) that
-- Art. 7(1) GDPR asks us to be able to show. No IP address is stored: the privacy policy names time,
-- language and text version as the proof, nothing more.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and char_length(email) between 3 and 254),
  user_id uuid references auth.users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'active', 'unsubscribed')),
  locale text not null check (locale in ('en', 'de')),
  source text not null check (source in ('footer', 'blog', 'page')),
  consent_text_version text not null check (char_length(consent_text_version) <= 100),
  requested_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  constraint newsletter_subscribers_active_is_confirmed check (status <> 'active' or confirmed_at is not null),
  constraint newsletter_subscribers_unsubscribed_has_time check (status <> 'unsubscribed' or unsubscribed_at is not null)
);

comment on table public.newsletter_subscribers is 'Own newsletter list: one row per address with its double opt-in proof. Pending rows go after 30 days, unsubscribed ones after three years.';
comment on column public.newsletter_subscribers.email is 'The subscribed address, lower-cased; the list''s identity (unique).';
comment on column public.newsletter_subscribers.user_id is 'The account that signed up, only when the address is that account''s own address; else null.';
comment on column public.newsletter_subscribers.status is 'pending (confirmation mail sent), active (link followed) or unsubscribed.';
comment on column public.newsletter_subscribers.locale is 'Language of the sign-up page and of the mails, en or de.';
comment on column public.newsletter_subscribers.source is 'Where the sign-up form was: footer, blog or the newsletter page.';
comment on column public.newsletter_subscribers.consent_text_version is 'Id of the consent wording shown next to the sign-up button (app/features/newsletter/consent.ts).';
comment on column public.newsletter_subscribers.requested_at is 'Time of the (latest) sign-up; the confirmation link is bound to it and expires 30 days later.';
comment on column public.newsletter_subscribers.confirmed_at is 'Time the confirmation link was followed (the consent).';
comment on column public.newsletter_subscribers.unsubscribed_at is 'Time of unsubscribing; the proof is kept for up to three years after it.';

create index newsletter_subscribers_user_id_idx on public.newsletter_subscribers (user_id);

alter table public.newsletter_subscribers enable row level security;

-- Only the server (service role) writes: sign-up, confirmation and unsubscribing are proven by signed
-- links, not by a session. Signed-in users may see their own row; signed-out visitors nothing.
revoke all on public.newsletter_subscribers from anon, authenticated;
grant select on public.newsletter_subscribers to authenticated;
grant all on public.newsletter_subscribers to service_role;

create policy "users can read their own newsletter subscription" on public.newsletter_subscribers
  for select to authenticated using ((select auth.uid()) = user_id);
