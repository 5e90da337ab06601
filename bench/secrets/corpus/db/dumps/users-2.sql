INSERT INTO users (id, email, password) VALUES ('59c80168-3eb6-4576-adc6-ce8fdccbb162', 'a@acme.io', '$2a$10$PV5qKySkjnU1YmytL2Q2.6i3KkKchUhwrPjn.lgzq/feHr384Lx66');
INSERT INTO api_keys (id, key_hash) VALUES ('613f8f90-3c91-4239-a646-deb6522b0e9d', '65af2b0c60531943acc12e7209e3f8da72f1064bc1b7dcee98c57a58fe533017');
