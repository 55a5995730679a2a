-- Answers and the record of tool calls that wait for approval are written by the server alone (security review,
-- 26 Nov 2026). A user's own token could insert an assistant row with a made-up "save this?" card plus a pending
-- approval row for it, and then "decline" it: the server took both as its own and asked the model again without
-- counting the question, so the daily quota and the per-IP limit could be passed for ever. The same token could
-- keep a made-up "streaming" answer alive by touching it (the heartbeat is updated_at), so its live feed never
-- ended. The user keeps what is theirs to do: add a question, read, delete, and ask an answer to stop.

-- Questions only, with nothing but their own columns: no status, no model, no back-dated created_at.
drop policy "users can add messages to their own chats" on public.chat_messages;
create policy "users can add questions to their own chats" on public.chat_messages
  for insert to authenticated with check (
    (select auth.uid()) = user_id and role = 'user'
    and exists (select 1 from public.chats c where c.id = chat_id and c.user_id = (select auth.uid()))
  );
revoke insert, update on public.chat_messages from authenticated;
grant insert (chat_id, user_id, role, parts) on public.chat_messages to authenticated;
-- The stop button: the one change a user makes to an answer.
grant update (stop_requested) on public.chat_messages to authenticated;

-- A message belongs to its chat's owner, whoever writes it (the server's key passes row-level security).
-- updated_at is the writer's heartbeat: a user's stop request is no sign of life, so it leaves it as it was.
create function public.chat_messages_guard() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.chat_id <> old.chat_id or new.user_id <> old.user_id then
    if not exists (select 1 from public.chats c where c.id = new.chat_id and c.user_id = new.user_id) then
      raise exception 'a message belongs to its chat''s owner' using errcode = 'check_violation';
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := case when current_user = 'authenticated' then old.updated_at else now() end;
  end if;
  return new;
end;
$$;
comment on function public.chat_messages_guard() is
  'Trigger function: a message''s user owns its chat; updated_at is the writer''s heartbeat, unchanged by a user''s stop request.';
revoke execute on function public.chat_messages_guard() from public, anon, authenticated;

drop trigger chat_messages_set_updated_at on public.chat_messages;
create trigger chat_messages_set_updated_at
  before insert or update on public.chat_messages
  for each row execute function public.chat_messages_guard();

-- Tool calls are recorded and decided by the server (the approval action checks the user's session first).
drop policy "users can record tool calls of their own answers" on public.chat_tool_approvals;
drop policy "users can decide their own tool approvals" on public.chat_tool_approvals;
revoke insert, update on public.chat_tool_approvals from authenticated;
