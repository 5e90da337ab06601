provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAQCBFCSTGP6DPYMK3"
  secret_key = "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"
}
