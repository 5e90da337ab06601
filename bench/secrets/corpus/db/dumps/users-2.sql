INSERT INTO users (id, email, password) VALUES ('421f572a-08e5-40c6-a46e-db4d76102955', 'a@acme.io', '$2a$10$tPzD5VS8SdgbNiXyjIe7faFnJ1GeAajCOEgX/RUegF8XVv37p9TRQ');
INSERT INTO api_keys (id, key_hash) VALUES ('18d3dd64-8a07-4842-a07f-01c94af2f947', '4e565eed3e0c3e578cebe7293bcdb7020373f30f6d3d796f69d40d6898362a54');
