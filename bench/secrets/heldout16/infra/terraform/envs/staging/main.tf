terraform {
  required_version = ">= 1.6"
  backend "s3" {}
}

provider "aws" {
  region = "eu-west-1"
}

module "ledger_db" {
  source = "../../modules/rds"
  name = "ledger-staging"
  password = var.db_password
}

resource "aws_secretsmanager_secret_version" "stripe" {
  secret_id = aws_secretsmanager_secret.stripe.id
  secret_string = var.stripe_secret_key
}

resource "aws_db_instance" "reporting" {
  engine = "postgres"
  username = "reporting"
  manage_master_user_password = true
}
