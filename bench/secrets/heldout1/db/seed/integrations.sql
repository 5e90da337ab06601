INSERT INTO integrations (name, config) VALUES
  ('slack', '{"webhook_url": "https://hooks.slack.com/services/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"}'),
  ('smtp', '{"host": "smtp.mailgun.org", "password": "key-ffdd6cf938bcac8f149482c0b58ae2fa"}'),
  ('github', '{"app_id": 123456}');
CREATE USER reporting WITH PASSWORD 'rocketorange833$';
