path "secret/data/payments-gateway/*" {
  capabilities = ["read"]
}
path "database/creds/payments-gateway" {
  capabilities = ["read"]
}
