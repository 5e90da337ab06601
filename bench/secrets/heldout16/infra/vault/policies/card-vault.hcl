path "secret/data/card-vault/*" {
  capabilities = ["read"]
}
path "database/creds/card-vault" {
  capabilities = ["read"]
}
