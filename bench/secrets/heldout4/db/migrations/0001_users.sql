CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email citext UNIQUE NOT NULL,
  password_hash text NOT NULL,
  reset_requested_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users(id),
  prefix text NOT NULL,          -- first 8 chars, shown in the UI
  secret_sha256 text NOT NULL,   -- only the hash is stored
  created_at timestamptz NOT NULL DEFAULT now()
);
