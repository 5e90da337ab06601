module "vpc" {
  source = "../../modules/vpc"
  name   = "ironbark-dev"
  tags   = local.tags
}

module "rds" {
  source          = "../../modules/rds"
  name            = "ironbark-dev-pg"
  master_password = var.master_password
  instance_class  = var.instance_class
}

module "redis" {
  source     = "../../modules/elasticache"
  name       = "ironbark-dev-redis"
  auth_token = data.vault_generic_secret.redis.data["auth_token"]
}

data "vault_generic_secret" "redis" {
  path = "secret/platform/dev/redis"
}

data "aws_secretsmanager_secret_version" "mq" {
  secret_id = "platform/dev/mq"
}

resource "kubernetes_secret" "app" {
  metadata {
    name      = "app-env"
    namespace = "platform"
  }
  data = {
    DATABASE_URL = "postgres://app:${random_password.app.result}@${module.rds.endpoint}/app"
    REDIS_URL    = "rediss://:${data.vault_generic_secret.redis.data["auth_token"]}@${module.redis.endpoint}:6379"
    SENDGRID_API_KEY = "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"
  }
}

locals {
  tags = { env = "dev", owner = "platform" }
}
