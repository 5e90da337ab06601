-- Internal clients used by the batch jobs.
INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', 'zhAPtNXT9jWq9MUMZPfkS3vHLG7fzBYahDuP_e4Sh6g9Dk', 'batch', 'client_credentials');
INSERT INTO webhook_endpoint (id, url, secret_sha256) VALUES ('e9f64fae-cb49-4331-a8c6-7654acda6647', 'https://hooks.partner.example/itiizs', '3c8f02a1634f360f33635eb9227e32b8c0beda51192ebf31513d89b19bdfde2a');
CREATE USER reporting_ro WITH PASSWORD '5zT8ZU2COFq2yDdnD3ii';
