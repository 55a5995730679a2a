-- The operator's notice is a step of a declaration like its mails: a withdrawal to refund within 14 days
-- (§ 357 BGB), an extraordinary cancellation to review, or a contract ended at once whose later charges are
-- refunded. It was sent once, right after the contract was changed at Stripe, and a failed send was only
-- logged: the row still ended done, so the refund was owed with nobody told and nothing listing it. Now the
-- row records when the notice went out; until then the queue retries it like any other step.

alter table public.contract_cancellations add column operator_notified_at timestamptz;
alter table public.contract_withdrawals add column operator_notified_at timestamptz;

comment on column public.contract_cancellations.operator_notified_at is
  'When the operator was told (extraordinary cancellation to review, or a refund after an end that had passed); null while a notice is owed or none was needed.';
comment on column public.contract_withdrawals.operator_notified_at is
  'When the operator was told to refund the withdrawn contract; null while the notice is owed or none was needed.';

-- Rows carried out before this column: their notice was attempted then, and a failure is not on record.
update public.contract_cancellations set operator_notified_at = executed_at where executed_at is not null;
update public.contract_withdrawals set operator_notified_at = executed_at where executed_at is not null;
