-- Seed the partner API clients. Secrets are stored as bcrypt hashes.
INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES
  ('2046455c-2cd8-4c22-a2a0-eab15992de39', 'reconciliation-wmmwy', '$2a$12$KFCZUdYHRMoHw7SmWA0NfjsDz3nXw1yPm1lyOJMokRii0q.x38QKL', 'ledger:read'),
  ('36518b08-fde7-49ef-bcd6-6ce9efd7c6ea', 'backoffice-wsjbh', '$2a$12$aLJpw2XwOW2CZl7mN0HrAarBHA.jZmSrpSzieV/k4Z.vdE.HhIhLB', 'merchant:write');
INSERT INTO merchant (id, name, mcc) VALUES ('d3345d0f-2b53-4d2e-bdbd-9aa34135784b', 'Demo Coffee Ltd', '5814');
