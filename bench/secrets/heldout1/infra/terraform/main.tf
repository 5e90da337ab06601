terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region     = "eu-west-1"
  access_key = "AKIAPNV37A7VZ2PI2TFW"
  secret_key = "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"
}

resource "aws_db_instance" "main" {
  identifier        = "acme-prod"
  engine            = "postgres"
  instance_class    = "db.t3.medium"
  username          = "acme"
  password          = var.db_password
  allocated_storage = 50
}
