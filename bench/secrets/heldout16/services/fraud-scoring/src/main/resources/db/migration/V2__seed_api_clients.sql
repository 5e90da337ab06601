-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('84d2b084-a15a-4774-ac39-10798434e30b', 'reconciliation-zcwja', '$2a$12$Pl8hTt9C5x6Rl39zElWTO6uEA3/0O/OysnpVOjZ6tp29LSWt.bPCm', 'ledger:read'),
  ('7a3cd94b-c2f1-4711-9c05-24a860aec15a', 'backoffice-brogy', '$2a$12$CIM3w5SO5N0bSY/zOyIXQLomTeAPt8rTGyeuPcdeZi0Qb2jTYb5K1', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('416038d4-1333-4df0-ab14-d4c22ea17fae', 'Demo Coffee Ltd', '5814');
