resource "snowflake_user" "loader" {
  name         = "LOADER"
  default_role = "LOADER"
  rsa_public_key = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA5kYMYjGUIxItOT8AT7Rv2hjtRfBuLwKqcmfpyGkZSqh6h5mWfJ5+wUX7vUs41K9y86awKfJSt85mffj61MMJEUj5rxPj3mhPULFf9gvKVb3iNoTH6emJmm8yHyvpLEP4l6TgYK0LYp69h8C5wMI8tK6cE3tjCdXv2wTze2/3RWnVZiM9ULBhwPiog5AkVr2INmS13hh4vTjaiB7124ny1Te2rpkmNJWyJHSRQiSBbfLs3gAEwu1ks73dHFVXh4MyjY3S16CxojNKY9AfpPbZJc8ykG3a+alUUE3Phx92xotQkZFhu5fi9srkPoanDIr8IDAQAB"
}

resource "snowflake_user" "looker" {
  name     = "LOOKER_SVC"
  password = "0657f5804a864fb1eee7a185f786c7"
}
