INSERT INTO users (id, email, password) VALUES ('9c0046b3-5f60-48b3-a85a-3b1bb0a1e4df', 'a@acme.io', '$2a$10$B5Qb9YbOh.WLaFkhfjYNH6yv/HzZGyhwWgATFK2kqNZmQsVDO/DLw');
INSERT INTO api_keys (id, key_hash) VALUES ('099d2ed4-b65a-47d0-a948-c6246b814c8a', '08ff1d3099c17115c4be6642cda0c008326b98b0bb1bfa44dd4631ce054aea08');
