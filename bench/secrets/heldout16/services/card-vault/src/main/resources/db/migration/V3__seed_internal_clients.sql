-- Internal clients used by the batch jobs.
INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', 'LePJLXlFgT0V2IA3e4Qo0d6rcP9yzPgPZqHF01XEiUoh', 'batch', 'client_credentials');
INSERT INTO webhook_endpoint (id, url, secret_sha256) VALUES ('447cdd93-8268-49a2-a1ac-658a8ed96177', 'https://hooks.partner.example/fwxksx', '03f6f811e0065cd3305faf45aa25703a2ab576adef20f908b1e27ee049f0c09e');
