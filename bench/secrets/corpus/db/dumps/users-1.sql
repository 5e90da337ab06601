INSERT INTO users (id, email, password) VALUES ('2aad180b-0836-4f22-a500-283967dcfd89', 'a@acme.io', '$2a$10$pjSWJbGKXOwDs4kyf8hzljkdAoHkO1Tm8WN5XEOF9Ovdt2CO.H1sZ');
INSERT INTO api_keys (id, key_hash) VALUES ('3cd59867-5278-4d43-a9dc-b237388efe18', 'bf7a6dd292e07a5c4a6f6ece108a2376cddd06bc3b404d3841f15880caa8d376');
