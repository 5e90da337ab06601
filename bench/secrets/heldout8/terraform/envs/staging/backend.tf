terraform {
  backend "s3" {
    bucket         = "ironbark-tfstate-staging"
    key            = "platform/terraform.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "ironbark-tflock"
    encrypt        = true
    kms_key_id     = "alias/terraform-staging"
  }
}
