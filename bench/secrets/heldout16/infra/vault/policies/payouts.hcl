path "secret/data/payouts/*" {
  capabilities = ["read"]
}
path "database/creds/payouts" {
  capabilities = ["read"]
}
