-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('370b83e0-d2f7-46e9-9f00-19e891c8a626', 'reconciliation-vjebf', '$2a$12$sUHUMAAymqa20g248y86KViIz0v3iRWUhxr29NgRcm8RLPq2Hjx7X', 'ledger:read'),
  ('c7edff75-5fd8-4f44-9d65-ff76419de0c8', 'backoffice-rowmu', '$2a$12$Ujzej0Y5dLFG6tePl5fOlZ8.ts6gW6hemqMtYhKDFQ5ki6NR/RHc3', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('690e8f90-4359-4f27-9df1-8e574fac7eaa', 'Demo Coffee Ltd', '5814');
