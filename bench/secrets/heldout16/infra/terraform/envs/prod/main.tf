terraform {
  required_version = ">= 1.6"
  backend "s3" {}
}

provider "aws" {
  region = "eu-west-1"
}

module "ledger_db" {
  source = "../../modules/rds"
  name = "ledger-prod"
  password = var.db_password
}

resource "aws_secretsmanager_secret_version" "stripe" {
  secret_id = aws_secretsmanager_secret.stripe.id
  secret_string = "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"
}

resource "aws_db_instance" "reporting" {
  engine = "postgres"
  username = "reporting"
  password = "meridian-juniper-juniper-41"
}
