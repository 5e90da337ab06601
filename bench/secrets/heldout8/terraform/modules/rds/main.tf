terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

resource "random_password" "master" {
  length  = 32
  special = false
}

resource "aws_db_instance" "this" {
  identifier             = var.name
  engine                 = "postgres"
  engine_version         = "16.2"
  instance_class         = var.instance_class
  username               = "ironbark_admin"
  password               = coalesce(var.master_password, random_password.master.result)
  db_subnet_group_name   = var.subnet_group
  vpc_security_group_ids = var.security_groups
  storage_encrypted      = true
  kms_key_id             = "arn:aws:kms:eu-west-1:911097806389:key/ab732773-5108-4850-9b4e-1e1a21e5ea8b"
  tags                   = var.tags
}

resource "aws_secretsmanager_secret_version" "master" {
  secret_id     = aws_secretsmanager_secret.master.id
  secret_string = jsonencode({ username = "ironbark_admin", password = random_password.master.result })
}
