-- Dump of users table (prod snapshot 2024-02-11)
INSERT INTO users (id, email, password_hash, api_token, created_at) VALUES
  (1, 'root@acme.io', '$2b$12$yIkKh4uVNAU2CoFS5/VFA9WFyHTOX5sZNbvSRgxsdxhD/qb6zl5m.', 'e5e71f2f221b96e26c3a189ee9373f6bd6f9cf8a', '2023-01-04 10:11:12'),
  (2, 'ops@acme.io', '$2b$12$OCu.njxO2ttmXib7TCmij6yruwyBs9F1Z2so1CMbGyqAav8IapLo3', '3FEoXwn12mtSTeS5bCeWrxoZQfutUZFF5s5fj1x0', '2023-02-14 08:00:00'),
  (3, 'ci@acme.io', '$2b$12$9WjDq0ZV1Y3OqJSRxio3kfze0YKNwo0jgYCG3wZ1py.xN3p66gz4M', NULL, '2023-03-01 09:30:00');
