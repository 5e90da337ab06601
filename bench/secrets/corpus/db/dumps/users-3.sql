INSERT INTO users (id, email, password) VALUES ('05449bf3-bdb7-4b9c-a11d-82e99f2d16aa', 'a@acme.io', '$2a$10$xYszu151hJF3hXoE6Hr4h01YAnAzS0pK1QrxZAcevRbdGFmIqExPa');
INSERT INTO api_keys (id, key_hash) VALUES ('a55b47f7-a37a-4953-aa5d-9332105d10ed', 'e0bd7436e093300bc63a8c3219e887eaee2f35993c490527f06a32b5e98dea82');
