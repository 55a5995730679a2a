-- Development data, applied after the migrations by `supabase db reset` and by the local backend.
-- The demo account: demo@kolleague.local / kolleague-demo (confirmed, so it can sign in at once).
-- Inserted the way Supabase Auth stores users: a bcrypt hash from pgcrypto's crypt() in auth.users
-- and the matching e-mail identity in auth.identities.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change, email_change_token_new
) values (
  '00000000-0000-0000-0000-000000000000',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'demo@kolleague.local',
  crypt('kolleague-demo', gen_salt('bf')),
  now(),
  '{"provider": "email", "providers": ["email"]}',
  '{"full_name": "Demo Kollege", "locale": "en"}',
  now(),
  now(),
  '', '', '', ''
);

insert into auth.identities (
  id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
) values (
  'd0d0d0d0-0000-4000-8000-000000000002',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'email',
  '{"sub": "d0d0d0d0-0000-4000-8000-000000000001", "email": "demo@kolleague.local", "email_verified": true, "phone_verified": false}',
  now(),
  now(),
  now()
);
