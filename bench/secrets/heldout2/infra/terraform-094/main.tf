provider "aws" {
  region     = "eu-west-1"
  profile    = "prod"
}

variable "db_password" {
  type      = string
  sensitive = true

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
