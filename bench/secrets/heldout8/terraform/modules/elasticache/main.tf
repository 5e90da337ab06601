terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

resource "aws_elasticache_replication_group" "this" {
  replication_group_id       = var.name
  description                = "redis for ${var.name}"
  node_type                  = "cache.r7g.large"
  engine_version             = "7.1"
  transit_encryption_enabled = true
  auth_token                 = var.auth_token
}
