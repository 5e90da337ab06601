CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  api_token_digest text,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN users.password_hash IS 'argon2id hash, never the password';
INSERT INTO schema_versions (version, checksum) VALUES (12, '4c5655c19ad623605c4f3d7977d06f8baf57fd915abbceeddaddc8ac9a47237c');
