-- seed data for staging
INSERT INTO roles (id, name) VALUES (1, 'admin'), (2, 'user');
INSERT INTO users (email, password_hash, role_id) VALUES ('ops@example.com', '$2b$12$ExY5Jq8Z2W7ZaU7i/54INSq7EpkXihv4WrJ7IEEen2b/ucTBGbSuu', 1);
INSERT INTO users (email, password_hash, role_id) VALUES ('qa@example.com', '0e7524ba790fb6d90962cf2cb82d5adec9ef632e440986d4a11429ff7c819a9c', 2);
INSERT INTO api_clients (name, client_id, client_secret) VALUES ('partner-portal', 'd353c75f-625e-4cc8-97aa-9d0d8fd5b41d', 'U7qu8cW3IuFHs8FqNnX4EFulg62W8xWVp2q');
CREATE USER reporting WITH PASSWORD 'copper.t6tdEKi3AR22';
ALTER USER app_rw IDENTIFIED BY VALUES :pw_hash;
INSERT INTO settings (key, value) VALUES ('password_min_length', '12'), ('support_email', 'help@example.com');
UPDATE integrations SET webhook_secret = NULL WHERE id = 7;
