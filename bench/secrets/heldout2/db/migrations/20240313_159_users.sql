CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  api_token_digest text,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN users.password_hash IS 'argon2id hash, never the password';
INSERT INTO schema_versions (version, checksum) VALUES (12, 'c4e873cca2a4e5645e79935457b37542d5099a117c0e4e0ac85f58352cb53942');
