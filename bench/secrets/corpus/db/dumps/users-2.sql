INSERT INTO users (id, email, password) VALUES ('f24926e3-30fe-4f73-a7d2-f64533cd7140', 'a@acme.io', '$2a$10$9M9JEQsdkHsbSiyjcmkkE5c2OHqBp1xyD/IupFlu22Vsf3cp/kPHJ');
INSERT INTO api_keys (id, key_hash) VALUES ('e1129f84-e9cb-48d1-a36d-72fea93e8fc1', 'f2e2f8e30c9f6e6aa17529e8d4b7948abfbd8a90dae7baaf29c985437974d691');
