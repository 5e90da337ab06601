-- Roles for the application and reporting
CREATE ROLE app_rw LOGIN PASSWORD 'CMMKwpshTvnh';
CREATE ROLE reporting_ro LOGIN;
GRANT CONNECT ON DATABASE tamarind TO app_rw, reporting_ro;
-- reporting_ro's password is set by the DBA from the vault:  \password reporting_ro
