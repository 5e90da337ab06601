-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('06c45f0d-e252-4d45-bf4f-91d10b35a0cb', 'reconciliation-ulzaa', '$2a$12$XfP3j23CVSumIsg1Yo7LnqJ.YEE9aEAi143UmGYRw6XKWaBNWvJxP', 'ledger:read'),
  ('adb35467-766a-44d9-a9ea-91d784c096ba', 'backoffice-czkxh', '$2a$12$R4oOPnSz.H7.A1uqz.DzPv82soVavuqWnnpPub4lnSEr6KXQdwPea', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('6ba8c7c0-7512-4863-94e2-412a4e662a3f', 'Demo Coffee Ltd', '5814');
