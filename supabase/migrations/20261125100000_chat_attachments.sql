-- Listings attached to the AI chat (issue 22): the original PDF in a private bucket, under
-- <user id>/<chat id>/<attachment id>.pdf, and a row beside the message that carried its text. Each user
-- may only touch their own folder and rows; deleting the chat removes the rows (cascade) and the app
-- removes the files with them (Storage keeps objects until they are deleted through its API).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('chat-attachments', 'chat-attachments', false, 10485760, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "users can read chat attachments in their own folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'chat-attachments' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "users can upload chat attachments into their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'chat-attachments' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "users can delete chat attachments in their own folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'chat-attachments' and (storage.foldername(name))[1] = (select auth.uid())::text);

create table public.chat_attachments (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null references public.chats (id) on delete cascade,
  message_id uuid references public.chat_messages (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  file_name text not null check (char_length(file_name) between 1 and 255),
  storage_path text not null unique check (char_length(storage_path) between 1 and 400),
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  page_count integer not null check (page_count between 1 and 40),
  text_chars integer not null check (text_chars >= 0),
  text_truncated boolean not null default false,
  created_at timestamptz not null default now(),
  constraint chat_attachments_path_in_owner_folder check (split_part(storage_path, '/', 1) = user_id::text)
);

comment on table public.chat_attachments is 'PDF listings attached to chat messages; the file lives in the chat-attachments bucket at storage_path.';
comment on column public.chat_attachments.user_id is 'Owner (the chat''s owner), kept on the row so row-level security needs no join.';
comment on column public.chat_attachments.message_id is 'The user message whose text carries the PDF''s extracted text.';
comment on column public.chat_attachments.file_name is 'The name the file had on the user''s device (shown and used for the download).';
comment on column public.chat_attachments.text_chars is 'Characters of text read from the PDF and passed to the model.';
comment on column public.chat_attachments.text_truncated is 'Whether the text was cut at the limit passed to the model.';

create index chat_attachments_chat_id_idx on public.chat_attachments (chat_id);
create index chat_attachments_user_id_idx on public.chat_attachments (user_id);
create index chat_attachments_message_id_idx on public.chat_attachments (message_id);

alter table public.chat_attachments enable row level security;

revoke all on public.chat_attachments from anon, authenticated;
grant select, insert, delete on public.chat_attachments to authenticated;
grant all on public.chat_attachments to service_role;

create policy "users can read their own chat attachments" on public.chat_attachments
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "users can attach files to their own chats" on public.chat_attachments
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.chats c where c.id = chat_id and c.user_id = (select auth.uid()))
    and (message_id is null or exists (select 1 from public.chat_messages m where m.id = message_id and m.chat_id = chat_attachments.chat_id and m.user_id = (select auth.uid())))
  );
create policy "users can delete their own chat attachments" on public.chat_attachments
  for delete to authenticated using ((select auth.uid()) = user_id);
