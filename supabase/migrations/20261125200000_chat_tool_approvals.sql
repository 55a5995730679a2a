-- AI chat: the colleague's writing tools (save a calculation, and with it compare) ask the user first. Each call
-- that waits for approval is recorded here when the model makes it, with exactly the input that would be
-- written; the approval action turns it into approved or declined once, and only then writes anything.

create table public.chat_tool_approvals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  message_id uuid not null references public.chat_messages (id) on delete cascade,
  tool_call_id text not null check (char_length(tool_call_id) between 1 and 200),
  tool_name text not null check (char_length(tool_name) between 1 and 100),
  input jsonb not null check (jsonb_typeof(input) = 'object' and pg_column_size(input) <= 16384),
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  outcome jsonb check (outcome is null or pg_column_size(outcome) <= 16384),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  constraint chat_tool_approvals_decided check ((status = 'pending') = (decided_at is null)),
  unique (message_id, tool_call_id)
);

comment on table public.chat_tool_approvals is 'Tool calls of the AI chat that change user data, waiting for or decided by the user; removed with the user or the answer.';
comment on column public.chat_tool_approvals.message_id is 'The answer whose tool call this is (its chat is the message''s chat).';
comment on column public.chat_tool_approvals.tool_call_id is 'The model''s id of the call, as in the answer''s tool part.';
comment on column public.chat_tool_approvals.input is 'The call''s input as the model made it: what is written on approval, nothing else.';
comment on column public.chat_tool_approvals.status is 'pending (asked), approved (written) or declined (nothing written); a decision is final.';
comment on column public.chat_tool_approvals.outcome is 'What the approved write did (the saved calculation''s id and links) or why it failed.';

create index chat_tool_approvals_user_id_idx on public.chat_tool_approvals (user_id, tool_call_id);

alter table public.chat_tool_approvals enable row level security;

revoke all on public.chat_tool_approvals from anon, authenticated;
grant select, insert, update on public.chat_tool_approvals to authenticated;
grant all on public.chat_tool_approvals to service_role;

create policy "users can read their own tool approvals" on public.chat_tool_approvals
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "users can record tool calls of their own answers" on public.chat_tool_approvals
  for insert to authenticated with check (
    (select auth.uid()) = user_id and status = 'pending'
    and exists (select 1 from public.chat_messages m where m.id = message_id and m.user_id = (select auth.uid()) and m.role = 'assistant')
  );
create policy "users can decide their own tool approvals" on public.chat_tool_approvals
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- A decision is final and the recorded call cannot change: approving twice would write twice, and an input
-- changed after the card was shown would write something the user never saw. After the decision only its
-- outcome may be filled in, once (the claim comes first, so two concurrent approvals cannot both write).
create function public.chat_tool_approvals_guard() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if old.status <> 'pending' and (old.outcome is not null or new.status <> old.status or new.decided_at is distinct from old.decided_at) then
    raise exception 'tool approval % is already decided', old.id using errcode = 'check_violation';
  end if;
  if new.user_id <> old.user_id or new.message_id <> old.message_id or new.tool_call_id <> old.tool_call_id
     or new.tool_name <> old.tool_name or new.input <> old.input then
    raise exception 'a recorded tool call cannot change' using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

create trigger chat_tool_approvals_guard
  before update on public.chat_tool_approvals
  for each row execute function public.chat_tool_approvals_guard();
