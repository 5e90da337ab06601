-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('ed20d95e-6ea1-4fac-a6fc-1b43cf65dfb5', 'reconciliation-jdapk', '$2a$12$WyhfKyDqG2sW64IpytuX1hqMJ5HxggpQmgNIuoqcuJjvpUcNkizMu', 'ledger:read'),
  ('24c2f06c-b8d0-48e8-b71a-789b1128d939', 'backoffice-egbvy', '$2a$12$FQt077pTfnfCeL1QKPBeNWLIGljmE8OG/2VRccEnbSkxzcjpNBjlk', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('e501bbe2-b81f-454d-aa43-ce137762a794', 'Demo Coffee Ltd', '5814');
