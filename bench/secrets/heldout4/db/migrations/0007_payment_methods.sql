ALTER TABLE payment_methods ADD COLUMN fingerprint text;
-- Stripe card fingerprints are per-account identifiers, not secrets.
UPDATE payment_methods SET fingerprint = 'Xt5EWLLDS7FJjR1c' WHERE id = 'f35e6b96-5df4-4176-b365-ccf4afc64922';
CREATE INDEX payment_methods_fingerprint_idx ON payment_methods (fingerprint);
