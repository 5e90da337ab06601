path "secret/data/platform/*" {
  capabilities = ["read", "list"]
}
path "transit/encrypt/platform" {
  capabilities = ["update"]
}
