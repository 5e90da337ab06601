provider "aws" {
  region     = "us-east-1"
  access_key = "AKIAGA6FBQQNGZGT3DP3"
  secret_key = "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"
}
