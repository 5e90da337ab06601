provider "aws" {
  region     = "us-east-1"
  access_key = "AKIANATVQWAG7BJE7ALZ"
  secret_key = "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"
}
