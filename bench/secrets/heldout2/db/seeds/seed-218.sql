-- seed data for staging
INSERT INTO roles (id, name) VALUES (1, 'admin'), (2, 'user');
INSERT INTO users (email, password_hash, role_id) VALUES ('ops@example.com', '$2b$12$ShlrX5AKStrOc3V/OPCDwaUlJbu0tHAQS0z2neGXzT7TYBgDxRemA', 1);
INSERT INTO users (email, password_hash, role_id) VALUES ('qa@example.com', 'd90c5f64d1accf5a86fc4f811a80f2418aa9e0fe81fc323a4885b658d3e2ce45', 2);
INSERT INTO api_clients (name, client_id, client_secret) VALUES ('partner-portal', '15fc0812-ebe1-414f-80d9-edf9da008101', 'egtsDbciMMRBBjfejPXVaFjJn8HerrzZc9WLtO6gA');
CREATE USER reporting WITH PASSWORD 'orbit.hcP2anZX44';
ALTER USER app_rw IDENTIFIED BY VALUES :pw_hash;
INSERT INTO settings (key, value) VALUES ('password_min_length', '12'), ('support_email', 'help@example.com');
UPDATE integrations SET webhook_secret = NULL WHERE id = 7;
