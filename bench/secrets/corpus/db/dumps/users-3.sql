INSERT INTO users (id, email, password) VALUES ('ba95c659-620f-4839-ae67-669a6d5aeb6d', 'a@acme.io', '$2a$10$7SEDEmqPJWbRqGWjM8hREVU7w7sapIVDXnJ/RweF6ispkxdowbQEO');
INSERT INTO api_keys (id, key_hash) VALUES ('9fba14c1-7f83-46f4-af7d-599398b984d6', 'a53da16dbdb90dc4c64a78c93cc430fca36240c7d8eecafb884fa0405f829942');
