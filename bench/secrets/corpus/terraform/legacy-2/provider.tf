provider "aws" {
  region     = "us-east-1"
  access_key = "AKIACT7PJW6PJHYXSTDM"
  secret_key = "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"
}
