-- Integrations table for the staging copy. Copied from prod on 2024-05-14.
INSERT INTO integrations (name, config) VALUES
  ('smtp', '{"host": "smtp.mailgun.org", "port": 587, "user": "postmaster@mg.harbor.dev", "password": "Meadow&407Juniper"}'),
  ('webhook', '{"url": "https://partner.example/hooks/harbor", "signing_secret": null}'),
  ('partner_api', '{"key": "hb_live_cA9ackRtd2BIR0eVAkqniVIFOD9GR0Sv"}');
