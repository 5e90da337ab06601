-- Demo accounts for local development. Password hashes are bcrypt (cost 12) of throwaway values.
INSERT INTO users (id, email, password_hash) VALUES
  ('c75d4ff5-e23d-49c9-aa5d-bb2ff2a9654d', 'admin@harbor.test', '$2b$12$E3azMrYOiiVYjR.BXgBovsnblOh9eqQj3Dqd4PXxn9XtLSBdN/yoG'),
  ('522d039c-c5ae-4211-a704-1471c1963f1c', 'support@harbor.test', '$2b$12$e/ss2MBWJTb2wRkmryhIsAgyMzta1t5QH9ngL7qDTgj1xSHTLTYdO'),
  ('0f1b5471-1c1e-416e-88de-af4799bda124', 'demo@harbor.test', '$2b$12$EKpO1BlrWLZCIEmNPGQmqUFGZEyl3UCd18444OxlfWcAxgRZzNlaN');

INSERT INTO api_keys (id, user_id, prefix, secret_sha256) VALUES
  ('27fc2fc2-bcce-4e3d-a588-1bf60ebef705', (SELECT id FROM users WHERE email = 'admin@harbor.test'), 'hb_live_', 'cb7b14c5b44ad34801c9eb0d73ff0d2c324346ebe6ac04ae5b2001fbc780557d');
