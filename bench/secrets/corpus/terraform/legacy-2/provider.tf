provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAMQKYIKSQVXM6VLVU"
  secret_key = "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"
}
