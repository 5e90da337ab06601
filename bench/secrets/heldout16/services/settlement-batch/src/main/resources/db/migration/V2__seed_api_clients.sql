-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('9f1e7f4d-de28-4766-a54c-5e43c60281fc', 'reconciliation-yhaas', '$2a$12$xedPLiaNUKK2WP0PnpdbI5HWM2tFfBI6b86WctGGngj7FuW4.uKKD', 'ledger:read'),
  ('e4b43bdc-9dad-41e2-98f1-dbea46e53f73', 'backoffice-jeons', '$2a$12$c9M69g.4qj02wzk1xNuTHUwNEZxq/Utn4z1iUiA3ba9xmHTtgChI5', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('2817fb52-7d4a-45c5-b28f-cc2cf0010112', 'Demo Coffee Ltd', '5814');
