provider "aws" {
  region     = "us-east-1"
  access_key = "AKIA3WB2WW3IUOT6MEBJ"
  secret_key = "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"
}
