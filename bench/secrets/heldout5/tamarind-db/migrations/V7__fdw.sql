CREATE EXTENSION IF NOT EXISTS postgres_fdw;
CREATE SERVER billing_remote FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host 'billing-db.internal', dbname 'billing', port '5432');
CREATE USER MAPPING FOR app_rw SERVER billing_remote OPTIONS (user 'fdw_reader', password 'MV*W7ni*L#');
CREATE USER MAPPING FOR reporting_ro SERVER billing_remote OPTIONS (user 'fdw_reader', password_required 'false');
