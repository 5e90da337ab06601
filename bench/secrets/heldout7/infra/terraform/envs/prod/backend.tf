terraform {
  backend "s3" {
    bucket         = "tidewater-terraform-state"
    key            = "mobile/prod/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
    kms_key_id     = "arn:aws:kms:eu-west-1:919889730168:key/3389473e-cf4e-4646-8b64-a00ad8a0c209"
  }
}
