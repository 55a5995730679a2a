-- A user may delete their own questions, not single answers (re-read of 20261126150000, 26 Nov 2026). Whether
-- the answer after an approval is free depends on it being the one message after the question; deleting the
-- earlier answer with the user's own token restored that position before every "Don't save", so each one
-- bought a model call again. The product replaces an answer only through "regenerate", which the server does;
-- deleting a conversation still removes all of its messages (the chat's cascade).
drop policy "users can delete messages of their own chats" on public.chat_messages;
create policy "users can delete their own questions" on public.chat_messages
  for delete to authenticated using ((select auth.uid()) = user_id and role = 'user');
