INSERT INTO users (id, email, password) VALUES ('8b845f7f-d471-4e11-a44c-dc1613751793', 'a@acme.io', '$2a$10$DnS7S7QJ6SZ5499E5yRy6UktlVZ8r7MmIdg0sRc/9GlYZ7q5F7Uke');
INSERT INTO api_keys (id, key_hash) VALUES ('dbcfe588-a6a4-4387-a131-d3a6db89aa17', '4b6ac48ed1d499853af984a35571cb9dfcf737f6930baf8cca5775333c8d0596');
