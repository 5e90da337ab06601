CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  api_token_digest text,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN users.password_hash IS 'argon2id hash, never the password';
INSERT INTO schema_versions (version, checksum) VALUES (12, 'ab155d2aff7329ddc9adb3c6e18931e609ee1ff477f3d3b201dbbb15fb4af362');
