module "vpc" {
  source = "../../modules/vpc"
  name   = "ironbark-staging"
  tags   = local.tags
}

module "rds" {
  source          = "../../modules/rds"
  name            = "ironbark-staging-pg"
  master_password = var.master_password
  instance_class  = var.instance_class
}

module "redis" {
  source     = "../../modules/elasticache"
  name       = "ironbark-staging-redis"
  auth_token = data.vault_generic_secret.redis.data["auth_token"]
}

data "vault_generic_secret" "redis" {
  path = "secret/platform/staging/redis"
}

data "aws_secretsmanager_secret_version" "mq" {
  secret_id = "platform/staging/mq"
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
  tags = { env = "staging", owner = "platform" }
}
