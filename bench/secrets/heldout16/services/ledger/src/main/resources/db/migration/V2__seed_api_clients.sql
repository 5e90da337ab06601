-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('10184c18-53af-484e-9804-e873a788ac15', 'reconciliation-hqzem', '$2a$12$gzsUCxQmRpJtysttkHhJbBknzeKKappgNY4oVX6kd876xBi/3tMVV', 'ledger:read'),
  ('acbaf4dd-c9dd-46e2-ba08-03ac44a13e76', 'backoffice-vihym', '$2a$12$VjwZ7ZdQnKlxyapEtTfn43KzlQ72bAmYtFheve37xJ90DFh0G65e2', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('6dde6408-abcd-4b9f-b973-b9c36d916de0', 'Demo Coffee Ltd', '5814');
