-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('184c82c4-b96c-4fd3-bcf0-73a865e81eae', 'reconciliation-laoei', '$2a$12$LPru/xBBVdiDHO4H5gF/jWoVxlEQQXAr2w1rzB45nNedzJp8g8zKW', 'ledger:read'),
  ('ed6576f4-f26a-4cb3-93c5-37a05a8b5326', 'backoffice-raifr', '$2a$12$jMTwEPYZ9YbXRVwDX6Pk2DFqG0ZTIYy7n3BsfxPTMJt2JsiMtLYGL', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('fd1fec83-0537-40bf-a4b4-9619aa66b986', 'Demo Coffee Ltd', '5814');
