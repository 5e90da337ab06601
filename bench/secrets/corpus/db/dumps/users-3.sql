INSERT INTO users (id, email, password) VALUES ('bbeb1681-7739-44c7-aa8b-a7be0c0ac8b8', 'a@acme.io', '$2a$10$uoyuhZ/uG1AQdaj0zDszPJmtmq4/gD7AGpNvfwon/06WY.WSmKmjb');
INSERT INTO api_keys (id, key_hash) VALUES ('c5cf478d-7835-4f9a-a98b-a67d26718892', '9a334e5201dd902f9ec3cdfaba07956bd77b2d73e48b1e1488419cdfacdc89e2');
