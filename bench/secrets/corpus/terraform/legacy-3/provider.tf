provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAYQHKAALCJ6DGINRZ"
  secret_key = "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"
}
