INSERT INTO users (id, email, password) VALUES ('60762fe8-031c-48e0-a384-77edd88756e1', 'a@acme.io', '$2a$10$xgPVAAWFS8GMRajzfIasNsNIeDBYJ.8zvksENzw7DPvv4e.xd7NX5');
INSERT INTO api_keys (id, key_hash) VALUES ('6ece4c42-c787-43b4-a518-b7d1d63c7fe9', '840c179f9a1d8a7687988728dbb8be1be8b2fb582d6909e4fea919d586e18b20');
