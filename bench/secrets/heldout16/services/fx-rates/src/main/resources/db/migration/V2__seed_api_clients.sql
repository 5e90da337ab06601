-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('10722fdf-016b-42fc-8f41-2c946a8ceb2f', 'reconciliation-uzadu', '$2a$12$wkphv.MmshE54mAJ6dj2dPgocfS25frDIvoj/37eItspoRb4DQvLB', 'ledger:read'),
  ('249b7e25-166c-4b9c-a6db-fc3e110eacbc', 'backoffice-iqhkk', '$2a$12$zmZkBs98l4mUH/i.P.IUHqQvba/RzEISEceR1P9xNn9mo8.GsjE5a', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('470104ce-e10b-49fc-bc3e-78af80b884d8', 'Demo Coffee Ltd', '5814');
