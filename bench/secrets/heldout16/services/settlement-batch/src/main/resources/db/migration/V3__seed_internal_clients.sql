-- Internal clients used by the batch jobs.
INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', 'QzDmwWFmNP9AEubBdVJn1v5Xz4fWiR2Ktj-x2_xyWlZ', 'batch', 'client_credentials');
INSERT INTO webhook_endpoint (id, url, secret_sha256) VALUES ('bacc8289-45c6-4237-aae3-87f299de9ef2', 'https://hooks.partner.example/cbftnx', '365dca18bc090bd0321632f7f753f80e6832fe23b8160cc5c5a95040feec2f43');
CREATE USER reporting_ro WITH PASSWORD '4WcVT9_fNogWGwmCXK';
