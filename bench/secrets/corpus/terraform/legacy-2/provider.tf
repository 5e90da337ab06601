provider "aws" {
  region     = "us-east-1"
  access_key = "AKIA2AQQCOETCZNHNL2C"
  secret_key = "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"
}
