-- Internal clients used by the batch jobs.
INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', '{bcrypt}$2a$12$2YRrkuiXAe8tiGECTQDOb4ZHHul0T4OdG5k4WrXGFm/8Ge6BSJHbA', 'batch', 'client_credentials');
INSERT INTO webhook_endpoint (id, url, secret_sha256) VALUES ('e79ae555-c7eb-486f-b420-3b4d5b3751ac', 'https://hooks.partner.example/vipaqj', '8ca6cd8b39b24e0e86b07e9b7bb92367fc239437f7aa59314236fc9926a3c77f');
CREATE USER reporting_ro WITH PASSWORD NULL;
