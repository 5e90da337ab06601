INSERT INTO users (id, email, password) VALUES ('c84184ea-8387-4ee7-a51d-1be0d2f7211f', 'a@acme.io', '$2a$10$Vb9a3ASELmZEBxrY1.GzF0kYJzsIoPAGbHyT4GtEas3MQFfM1XedJ');
INSERT INTO api_keys (id, key_hash) VALUES ('14d03b54-c6c1-46d3-a8d5-1015a0ef7244', '41a4d5fe4cff5184d56466ffcddb9e1fe4dca27aa4f8059b5a1b175cbc5d6bff');
