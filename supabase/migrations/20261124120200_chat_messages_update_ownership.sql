-- A message may only be changed into a chat its user owns, as for inserts: before, the update policy checked
-- only user_id, so a user could move one of their messages (chat_id) into someone else's conversation.

drop policy "users can change messages of their own chats" on public.chat_messages;

create policy "users can change messages of their own chats" on public.chat_messages
  for update to authenticated using ((select auth.uid()) = user_id) with check (
    (select auth.uid()) = user_id and exists (select 1 from public.chats c where c.id = chat_id and c.user_id = (select auth.uid()))
  );
