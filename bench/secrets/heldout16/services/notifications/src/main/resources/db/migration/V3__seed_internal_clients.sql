-- Internal clients used by the batch jobs.
INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', 'e_UJNnDxPF-SPM0YccxrtGjjRNy5KU_3hb3dWklr2CG', 'batch', 'client_credentials');
INSERT INTO webhook_endpoint (id, url, secret_sha256) VALUES ('b7d2258c-e8a5-4aa1-87db-c757459b792f', 'https://hooks.partner.example/rhajtq', '8575b72e3d6d9a10fc1faa657c899251ca550afe7df784cf2d2d7c14180560a2');
