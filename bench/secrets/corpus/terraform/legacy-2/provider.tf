provider "aws" {
  region     = "us-east-1"
  access_key = "AKIALLM7LHNDIJLWCZG7"
  secret_key = "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"
}
