-- Declarations (§ 312k cancellations, § 356a withdrawals) that need a person: waiting for the account
-- holder's confirmation, matching no contract, failed after every retry, still queued (with the last
-- error), or flagged by the honeypot. Oldest first. Run against the production database, e.g.
--   psql "$DATABASE_URL" -f scripts/pending-declarations.sql
-- or paste it into the Supabase SQL editor. Why these states exist: docs/decisions/012-memberships-and-consumer-law.md.
-- To carry out a declaration after deciding it is the customer's: set state = 'queued', identified_by = 'link',
-- confirmed_at = now(), next_attempt_at = now() on its row; the app's worker does the rest within 30 s.
select kind, id, state, received_at, name, email, contract_reference, subscription_id, user_id,
       detail, attempts, next_attempt_at, last_error, owner_asked_at, confirm_expires_at
from (
  select 'cancellation' as kind, id, state, received_at, name, email, contract_reference, subscription_id, user_id,
         kind || coalesce(': ' || reason, '') || ' / ' || requested_end || coalesce(' ' || requested_date::text, '') as detail,
         attempts, next_attempt_at, last_error, owner_asked_at, confirm_expires_at
  from public.contract_cancellations
  where state <> 'done'
  union all
  select 'withdrawal', id, state, received_at, name, email, contract_reference, subscription_id, user_id,
         null, attempts, next_attempt_at, last_error, owner_asked_at, confirm_expires_at
  from public.contract_withdrawals
  where state <> 'done'
) as open_declarations
order by case state when 'failed' then 0 when 'queued' then 1 when 'awaiting_owner' then 2 when 'unmatched' then 3 else 4 end,
         received_at;
