INSERT INTO users (id, email, password) VALUES ('bb0ed9c0-cc74-4f48-a15b-aec77c3230b0', 'a@acme.io', '$2a$10$/IYgIZ59EHuqzvV7/xYa9PTt3b2SK8LGaMLF09O0yWF0Ln/hzJWKz');
INSERT INTO api_keys (id, key_hash) VALUES ('1c802055-71fe-40dc-a3ff-1d8d5aa0305e', '49894c33629ac9a05b015b81990e1879fd9f4871f1bcf5008660b1a54a1263c0');
