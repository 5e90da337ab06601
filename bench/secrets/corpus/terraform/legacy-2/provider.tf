provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAVSPBP5SQC32WD3OP"
  secret_key = "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"
}
