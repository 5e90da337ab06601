terraform {
  backend "s3" {
    bucket         = "ironbark-tfstate-prod"
    key            = "platform/terraform.tfstate"
    region         = "us-east-1"
    dynamodb_table = "ironbark-tflock"
    encrypt        = true
    kms_key_id     = "alias/terraform-prod"
  }
}
