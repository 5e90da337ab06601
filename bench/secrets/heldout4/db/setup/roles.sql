-- Run once as superuser when provisioning a new environment.
CREATE ROLE harbor_app LOGIN PASSWORD 'SkgjlxjM6g6gY1SKBo';
CREATE ROLE harbor_readonly NOLOGIN;
GRANT CONNECT ON DATABASE harbor TO harbor_readonly;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO harbor_readonly;
ALTER ROLE harbor_migrator WITH PASSWORD :'migrator_password';
