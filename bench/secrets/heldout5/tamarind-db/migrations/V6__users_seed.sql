INSERT INTO users (email, password_hash, role) VALUES
  ('admin@tamarind.example', '$2a$10$0fek1vRKNzrUFbThpyYdtHmB3J380eQ4q54qcn7c46rlqTBpru/k1', 'admin'),
  ('support@tamarind.example', '$2a$10$F7kULpTorIf1wikTt4/JyY4pPZVLhSJTMFqCtp/u/LSLl5f8hWgYW', 'support');
-- md5 role hashes copied from pg_authid for the migration test
ALTER ROLE legacy_app PASSWORD 'md526933c7028b9b66374b259e42601d164';
ALTER ROLE legacy_app2 PASSWORD 'SCRAM-SHA-256$4096:k7jJ9knNfqggJhh7LaL3GC==$TlEfLt27W1vv2IRNh71iACB/BeLISKOml9JKjxlGWos=:JVKSuLeHoemeGe1WGBQJIs65Kdfzpuv60oRnGxijYwJ=';
