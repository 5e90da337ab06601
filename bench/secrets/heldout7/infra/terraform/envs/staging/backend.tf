terraform {
  backend "s3" {
    bucket         = "tidewater-terraform-state"
    key            = "mobile/staging/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
    kms_key_id     = "arn:aws:kms:eu-west-1:301923227121:key/98f446dd-9302-41f8-8777-e8a673f04617"
  }
}
