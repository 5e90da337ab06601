INSERT INTO users (id, email, password) VALUES ('be39f6ee-47a2-4acc-ae2d-1ff28f3012ae', 'a@acme.io', '$2a$10$HdvphxEiOuv2Kse/VcHq9Ig47rFo/f4oVaheD0PZAV.RJSwjMxmx8');
INSERT INTO api_keys (id, key_hash) VALUES ('97c6b2a8-0a52-44a9-ac00-46b35f608b38', '5a3b1bb0a1e4df0e46f6638f52619878631ecbf1c61c8c580412d9a3694b503f');
