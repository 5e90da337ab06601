module "vpc" {
  source = "../../modules/vpc"
  name   = "ironbark-dr"
  tags   = local.tags
}

module "rds" {
  source          = "../../modules/rds"
  name            = "ironbark-dr-pg"
  master_password = var.master_password
  instance_class  = var.instance_class
}

module "redis" {
  source     = "../../modules/elasticache"
  name       = "ironbark-dr-redis"
  auth_token = data.vault_generic_secret.redis.data["auth_token"]
}

data "vault_generic_secret" "redis" {
  path = "secret/platform/dr/redis"
}

data "aws_secretsmanager_secret_version" "mq" {
  secret_id = "platform/dr/mq"
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
  tags = { env = "dr", owner = "platform" }
}
