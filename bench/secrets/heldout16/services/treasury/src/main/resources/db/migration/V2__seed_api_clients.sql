-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('153b4dd0-d894-4cdc-852e-92fd7d466286', 'reconciliation-hiuqx', '$2a$12$pAjQyt7GtVPlaSb3ElFEiTt4O.QjMCwHjKaawlm96C2zW4Jzx3Ibx', 'ledger:read'),
  ('e1762156-4ff9-4101-bc6b-fb063f67fe39', 'backoffice-fesla', '$2a$12$MYqSp7otAtWsI0whYN.9MNy/6PqF5zqabibWfQZ7BMOtBKIlO29F3', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('6f03bfa5-eef6-4c9a-9900-044264655679', 'Demo Coffee Ltd', '5814');
