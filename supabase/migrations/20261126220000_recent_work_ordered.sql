-- recent_work's rows in a stated order. Each branch of its UNION ALL is ordered for its LIMIT, but SQL does
-- not promise that an append keeps the branches' order, and the app lists each kind in the order it gets.
create or replace function public.recent_work(max_rows integer)
returns table (
  kind text,
  id uuid,
  name text,
  inputs jsonb,
  schema_version integer,
  model text,
  created_at timestamptz,
  updated_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.kind, w.id, w.name, w.inputs, w.schema_version, w.model, w.created_at, w.updated_at
    from (
      (select 'calculation' as kind, c.id, c.name, c.inputs, c.schema_version, null::text as model, c.created_at, c.updated_at
         from public.calculations c
        where c.user_id = (select auth.uid())
        order by c.updated_at desc
        limit max_rows)
      union all
      (select 'chat', h.id, h.title, null::jsonb, null::integer, h.model, h.created_at, h.updated_at
         from public.chats h
        where h.user_id = (select auth.uid())
        order by h.updated_at desc
        limit max_rows)
    ) w
   order by w.kind, w.updated_at desc
$$;
