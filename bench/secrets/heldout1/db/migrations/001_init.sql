CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  api_token_hash bytea,
  reset_password_token text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_reset_password_token_idx ON users (reset_password_token);
ALTER TABLE users ADD CONSTRAINT password_hash_len CHECK (length(password_hash) >= 60);
