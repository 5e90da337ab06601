provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAFJSIMSF67BWW33BT"
  secret_key = "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"
}
