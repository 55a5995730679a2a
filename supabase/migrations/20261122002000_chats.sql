-- AI chat: a user's conversations and their messages. The answer being written lives here too (status,
-- parts, updated_at as heartbeat), so any app instance can render it and a dead writer shows as stalled.

create table public.chats (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 120 and btrim(title) <> ''),
  model text not null check (char_length(model) between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.chats is 'AI chat conversations; removed with the user.';
comment on column public.chats.user_id is 'The auth user who owns the conversation; set from the session by default.';
comment on column public.chats.title is 'Named after the first message (or renamed), 1 to 120 characters.';
comment on column public.chats.model is 'Allow-listed model id chosen for the next answer (AI_MODELS).';
comment on column public.chats.updated_at is 'Last activity (message or rename); the list is ordered by it.';

create index chats_user_id_updated_at_idx on public.chats (user_id, updated_at desc);

alter table public.chats enable row level security;

revoke all on public.chats from anon, authenticated;
grant select, insert, update, delete on public.chats to authenticated;
grant all on public.chats to service_role;

create policy "users can read their own chats" on public.chats
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "users can start chats as themselves" on public.chats
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "users can change their own chats" on public.chats
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "users can delete their own chats" on public.chats
  for delete to authenticated using ((select auth.uid()) = user_id);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null references public.chats (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  parts jsonb not null default '[]' check (jsonb_typeof(parts) = 'array' and pg_column_size(parts) <= 262144),
  status text not null default 'complete' check (status in ('pending', 'streaming', 'complete', 'stopped', 'failed')),
  model text check (model is null or char_length(model) between 1 and 100),
  stop_requested boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint chat_messages_user_is_complete check (role = 'assistant' or status = 'complete')
);

comment on table public.chat_messages is 'Messages of a chat: the user''s questions and the assistant''s answers, in order of created_at.';
comment on column public.chat_messages.user_id is 'Owner (the chat''s owner), kept on the row so row-level security needs no join.';
comment on column public.chat_messages.role is 'user (a question) or assistant (an answer).';
comment on column public.chat_messages.parts is 'The message in the AI SDK''s UIMessage parts shape (text, tool-… parts), at most 256 KB.';
comment on column public.chat_messages.status is 'Answers: pending (not started), streaming (being written), complete, stopped (by the user, partial kept) or failed.';
comment on column public.chat_messages.model is 'Model id that wrote the answer; null for user messages.';
comment on column public.chat_messages.stop_requested is 'Set when the user asks to stop; the writer (on whichever instance) polls it and aborts the model call.';
comment on column public.chat_messages.updated_at is 'Heartbeat: the writer touches it on every flush; a pending/streaming answer without progress for a while renders as failed.';

create index chat_messages_chat_id_created_at_idx on public.chat_messages (chat_id, created_at);
create index chat_messages_user_id_idx on public.chat_messages (user_id);

alter table public.chat_messages enable row level security;

revoke all on public.chat_messages from anon, authenticated;
grant select, insert, update, delete on public.chat_messages to authenticated;
grant all on public.chat_messages to service_role;

create policy "users can read messages of their own chats" on public.chat_messages
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "users can add messages to their own chats" on public.chat_messages
  for insert to authenticated with check (
    (select auth.uid()) = user_id and exists (select 1 from public.chats c where c.id = chat_id and c.user_id = (select auth.uid()))
  );
create policy "users can change messages of their own chats" on public.chat_messages
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "users can delete messages of their own chats" on public.chat_messages
  for delete to authenticated using ((select auth.uid()) = user_id);

create trigger chats_set_updated_at
  before update on public.chats
  for each row execute function public.set_updated_at();
create trigger chat_messages_set_updated_at
  before update on public.chat_messages
  for each row execute function public.set_updated_at();
