-- Internal clients used by the batch jobs.
INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', '{bcrypt}$2a$12$fzvCoxHQqc5f5VdwfxhxO9lhFSUBXWsOGDf4C6rs9goSVO0DyGg3h', 'batch', 'client_credentials');
INSERT INTO webhook_endpoint (id, url, secret_sha256) VALUES ('e53369fd-b1a8-41a7-9975-915290f35c40', 'https://hooks.partner.example/nynxsf', '54d21d90e7ca34751331e852bc8c1a980cdfbb69515c6999ba20ea92652b26a5');
CREATE USER reporting_ro WITH PASSWORD NULL;
