-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('649e0650-0acc-45ff-88b2-22833cd97901', 'reconciliation-pwfgg', '$2a$12$xyd6IqGbDD6mYvxrhOf3C3H8W38JTSWcCAW929ynl7w03buCbHMFy', 'ledger:read'),
  ('99624f44-cda3-40b5-b33a-f4daf9964669', 'backoffice-xnnid', '$2a$12$Eh7J6LJ87y6ykY2cZ9M4IQwRaF37EDzy6mFvaToi1NqsU1u4xaBz6', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('26733dc9-a929-4817-86c6-380a0b3cb31d', 'Demo Coffee Ltd', '5814');
