provider "aws" {
  region     = "eu-west-1"
  access_key = "AKIATIM4ATAXIIVPZJVD"
  secret_key = "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"
}

variable "db_password" {
  type      = string
  sensitive = true
  default   = "SummitSummit1673-"
}

resource "aws_db_instance" "main" {
  engine            = "postgres"
  instance_class    = "db.t3.medium"
  username          = "dbadmin"
  password          = var.db_password
  allocated_storage = 50
}

resource "aws_iam_user" "ci" { name = "ci-deployer" }
resource "random_password" "redis" { length = 32 special = false }
