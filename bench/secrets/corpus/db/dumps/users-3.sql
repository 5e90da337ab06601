INSERT INTO users (id, email, password) VALUES ('b355e3ea-e5d9-41fa-a872-d9e393afd923', 'a@acme.io', '$2a$10$3OirnSj/gpcapfSPYixxOZMNyR/Q5A1dSGjrHYEF1A2Z59ucwKwCG');
INSERT INTO api_keys (id, key_hash) VALUES ('a992fd7a-a70e-4c08-a5fe-c9c1be71ecba', '3d90c850fe70b6072a6894fb78263e280605527b06cfcfbaaa5c108bd546a73b');
