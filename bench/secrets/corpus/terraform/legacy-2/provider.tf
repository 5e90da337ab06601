provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAWQKZ356R3WMY4EPA"
  secret_key = "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"
}
