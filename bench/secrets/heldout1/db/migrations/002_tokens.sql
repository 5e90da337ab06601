CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint REFERENCES users(id),
  token_prefix char(8) NOT NULL,
  token_sha256 char(64) NOT NULL
);
INSERT INTO api_tokens (id, user_id, token_prefix, token_sha256) VALUES
  ('e5e1e4e3-a94a-4ae2-a4ec-36da6069f678', 1, 'ak_7f3a1', '08d513e402903abfab1851ecd9441c527f0d46335a98d08ba5e3f17fa5d61c77');
