CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  api_token_digest text,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN users.password_hash IS 'argon2id hash, never the password';
INSERT INTO schema_versions (version, checksum) VALUES (12, 'cc46b3c43c8637ef8bf8ea54ace0d950b05154093fd3d3db226e3dfc9de4d87d');
