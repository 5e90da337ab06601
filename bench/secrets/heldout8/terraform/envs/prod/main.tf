module "vpc" {
  source = "../../modules/vpc"
  name   = "ironbark-prod"
  tags   = local.tags
}

module "rds" {
  source          = "../../modules/rds"
  name            = "ironbark-prod-pg"
  master_password = var.master_password
  instance_class  = var.instance_class
}

module "redis" {
  source     = "../../modules/elasticache"
  name       = "ironbark-prod-redis"
  auth_token = data.vault_generic_secret.redis.data["auth_token"]
}

data "vault_generic_secret" "redis" {
  path = "secret/platform/prod/redis"
}

data "aws_secretsmanager_secret_version" "mq" {
  secret_id = "platform/prod/mq"
}

resource "kubernetes_secret" "app" {
  metadata {
    name      = "app-env"
    namespace = "platform"
  }
  data = {
    DATABASE_URL = "postgres://app:${random_password.app.result}@${module.rds.endpoint}/app"
    REDIS_URL    = "rediss://:${data.vault_generic_secret.redis.data["auth_token"]}@${module.redis.endpoint}:6379"
    SENDGRID_API_KEY = var.sendgrid_api_key
  }
}

locals {
  tags = { env = "prod", owner = "platform" }
}
