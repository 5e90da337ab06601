terraform {
  backend "s3" {
    bucket         = "tidewater-terraform-state"
    key            = "mobile/dev/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
    kms_key_id     = "arn:aws:kms:eu-west-1:368662572203:key/96cb95fd-902b-42df-9f00-3a49229659de"
  }
}
