-- Answers carry a machine-readable "written by an AI" marking (Art. 50 (2) AI Act) in the stored row, so the
-- data export and anything else reading the table can tell them from the user's own words. A trigger sets it
-- from the row itself: no code path (or a client writing through the API) can leave it out or forge it.

alter table public.chat_messages add column metadata jsonb not null default '{}'::jsonb;

comment on column public.chat_messages.metadata is
  'Set by trigger: {"generatedBy": "ai", "model": <model id>} on assistant answers (AI-generated content, Art. 50 AI Act), {} on the user''s messages.';

create function public.chat_messages_mark_ai() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.metadata := case
    when new.role = 'assistant' then jsonb_build_object('generatedBy', 'ai', 'model', new.model)
    else '{}'::jsonb
  end;
  return new;
end
$$;

comment on function public.chat_messages_mark_ai() is 'Trigger function: marks assistant messages as AI-generated in metadata.';

-- Trigger functions are not API endpoints.
revoke execute on function public.chat_messages_mark_ai() from public, anon, authenticated;

-- The answers stored so far get the marking too; their heartbeat (updated_at) stays as it was.
alter table public.chat_messages disable trigger chat_messages_set_updated_at;
update public.chat_messages
  set metadata = jsonb_build_object('generatedBy', 'ai', 'model', model)
  where role = 'assistant';
alter table public.chat_messages enable trigger chat_messages_set_updated_at;

create trigger chat_messages_mark_ai
  before insert or update on public.chat_messages
  for each row execute function public.chat_messages_mark_ai();
