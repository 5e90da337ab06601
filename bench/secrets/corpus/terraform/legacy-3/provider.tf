provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAUVJANKVQXW3L6HMP"
  secret_key = "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"
}
