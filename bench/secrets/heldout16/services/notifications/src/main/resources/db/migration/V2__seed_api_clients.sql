-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('0c5665ca-80b5-4618-9b99-b4bc1225f5b3', 'reconciliation-hgrez', '$2a$12$MAhsBPiSKMeW6wXqExbRkaFTmu.W0MK4/XiZJq9ti92karG9MQ2sG', 'ledger:read'),
  ('102f655f-9acf-4798-abe4-8df70e7913ac', 'backoffice-eziuc', '$2a$12$mL.ltbekGZwCaFpH8ch7R3FC3fGZW4imRbsu6mcjP2giUntNKyn82', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('368598ec-9554-4853-8b64-4355e03f1a61', 'Demo Coffee Ltd', '5814');
