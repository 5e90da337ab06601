storage "consul" {
  address = "127.0.0.1:8500"
  path    = "vault/"
}

listener "tcp" {
  address = "0.0.0.0:8200"
  tls_cert_file = "/etc/vault/tls/vault.crt"
  tls_key_file  = "/etc/vault/tls/vault.key"
}

seal "awskms" {
  region     = "eu-west-1"
  kms_key_id = "35a248d6-a303-40bd-83b7-645e99c36721"
  secret_key = "XBi0ok9X8fSPL/i/fdS6W9RcKt+QSJC1Sog2rPcm"
}
