path "secret/data/ledger/*" {
  capabilities = ["read"]
}
path "database/creds/ledger" {
  capabilities = ["read"]
}
