provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAU2HV62KCDELMZ6F5"
  secret_key = "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"
}
