CREATE TABLE api_clients (
  id          uuid PRIMARY KEY,
  name        text NOT NULL,
  secret_hash text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO api_clients (id, name, secret_hash) VALUES
  ('5bae0acf-88a2-4899-981d-233f0f2ec6ed', 'mobile', '$argon2id$v=19$m=65536,t=3,p=4$ANlTa3rqxB4x1zDZtv+FzX$bzGnC8m2oP3QlBjaMTejtLSTkwDgssoqX/71qibslvU'),
  ('3e523e01-5a9d-479c-8544-c6a3c8c748da', 'partner-portal', '$argon2id$v=19$m=65536,t=3,p=4$NL3j+7FtPiE0Ebt0CeLfjf$lKWdlAyqYgz0oSuejVQ9zuX+Epr7kJpXq3BO0Ff8YMY');

INSERT INTO integration_settings (provider, api_key) VALUES
  ('sendgrid', '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'),
  ('slack', 'xoxb-82315600799-8995834602858-72ml7NQbU1wwvWzkuPbxrq7L');
