-- Bounds on what a signed-in user can store through the API. Row-level security decides whose rows a user
-- may write; these checks decide how much. The app's own limits are lower (see the app's schemas and the
-- plan's entitlements); these are the backstop for requests that bypass the app and call the API directly.
-- Constraints are NOT VALID so rows written before them stay readable; every new write is checked.

-- The legacy base64 avatar is only displayed and cleared by the app; 700 000 characters is a 512 KB image.
alter table public.profiles
  add constraint profiles_avatar_size check (avatar is null or char_length(avatar) <= 700000) not valid;

-- The processed avatar's storage path: "<the user's id>/<file name>", nothing else.
alter table public.profiles
  add constraint profiles_avatar_url_shape check (
    avatar_url is null or (char_length(avatar_url) <= 200 and avatar_url ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,120}$')
  ) not valid;

-- Calculator inputs are about a kilobyte of JSON; 16 KB leaves room for every future field.
alter table public.calculations
  add constraint calculations_inputs_size check (pg_column_size(inputs) <= 16384) not valid;

-- At most 500 saved calculations per user, whatever the plan allows in the app.
create function public.calculations_enforce_row_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Serialises concurrent inserts of one user so two requests cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('calculations:' || new.user_id::text, 0));
  if (select count(*) from public.calculations where user_id = new.user_id) >= 500 then
    raise exception 'too many saved calculations' using errcode = 'check_violation', hint = 'calculations_row_cap';
  end if;
  return new;
end;
$$;

comment on function public.calculations_enforce_row_cap() is 'Refuses a 501st saved calculation of one user (a backstop below the API; plans allow fewer).';

create trigger calculations_row_cap
  before insert on public.calculations
  for each row execute function public.calculations_enforce_row_cap();
