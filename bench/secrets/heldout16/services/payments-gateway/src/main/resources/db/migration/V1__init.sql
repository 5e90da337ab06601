CREATE TABLE api_client (
  id UUID PRIMARY KEY,
  client_id VARCHAR(64) NOT NULL UNIQUE,
  client_secret_hash VARCHAR(100) NOT NULL,
  scopes TEXT NOT NULL
);
CREATE TABLE merchant (id UUID PRIMARY KEY, name TEXT NOT NULL, mcc CHAR(4));
