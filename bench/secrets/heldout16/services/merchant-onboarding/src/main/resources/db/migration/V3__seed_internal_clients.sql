-- Internal clients used by the batch jobs.
INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', 'pZfRb6yEDsou0aX_xuREOHZXBhqq_1rUKFtrAP6O', 'batch', 'client_credentials');
INSERT INTO webhook_endpoint (id, url, secret_sha256) VALUES ('0ad6239a-ab46-45cf-aed6-2bdc966d69c0', 'https://hooks.partner.example/yxlgqr', '5b24f36d0c5bb7f33bb9a1bb0e6270ee30b262fa7a0b8b573ecbee40b42402e3');
