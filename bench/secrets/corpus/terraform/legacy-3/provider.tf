provider "aws" {
  region     = "us-east-1"
  access_key = "AKIA33ESI4RSTBOIZTBH"
  secret_key = "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"
}
