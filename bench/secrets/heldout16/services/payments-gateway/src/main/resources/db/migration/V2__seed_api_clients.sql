-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('0f38a767-4a5c-45b4-8e41-678ca6ca73bd', 'reconciliation-jpcjg', '$2a$12$4/gsNDYmjZ9o9sRSfp/w4hU0bpW6B.M2yMEpmpo4zK7EzZC/6hcaV', 'ledger:read'),
  ('1e54ef1d-426c-4b4b-b174-c7d0ffc85fe0', 'backoffice-jtpbs', '$2a$12$5.cjVC/ITU/eB7FVVfjyOnozxVFPgNk0GsHxb1pZRVTp76pdNOzMx', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('b4725641-4d15-4e51-b54e-bdb93a9a37b3', 'Demo Coffee Ltd', '5814');
