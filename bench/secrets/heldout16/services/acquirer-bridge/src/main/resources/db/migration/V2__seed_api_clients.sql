-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('b33b5245-31a6-426f-93ae-bfa6502d9a8f', 'reconciliation-qrqfb', '$2a$12$3bVxG9M.bMbgo62ue6TYku84X/Z3.iaEXiqCmGRYSBNyRl2HOibN9', 'ledger:read'),
  ('9cd656bb-6e7b-4b9e-911b-2fad462ba1cc', 'backoffice-aiyqz', '$2a$12$/1YEDIeYOKco.ZYracTgKjCreBPwqsmhMrk8XQaZT5Nkw0l6SsWxt', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('662a0ff6-7453-4b79-80d6-73f8f611b2e6', 'Demo Coffee Ltd', '5814');
