ui = true
cluster_addr = "https://vault-1.ironbark.internal:8201"
api_addr = "https://vault.ironbark.io"

storage "consul" {
  address = "127.0.0.1:8500"
  path    = "vault/"
  token   = "c1a58909-614c-4c00-9db1-c8f8002f73d8"
}

seal "awskms" {
  region     = "eu-west-1"
  kms_key_id = "65fec081-3d5a-4392-8de4-7d8b4fa5867b"
  access_key = "ASIAE72J4XR3SAC6TTE6"
  secret_key = "MhzDBiOS6XR1GfMqHphEhVJbwpcv0K5Zp1X3UkCI"
}

listener "tcp" {
  address       = "0.0.0.0:8200"
  tls_cert_file = "/etc/vault/tls/vault.crt"
  tls_key_file  = "/etc/vault/tls/vault.key"
}
