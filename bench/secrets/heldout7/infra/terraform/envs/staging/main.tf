module "network" {
  source      = "../../modules/network"
  environment = "staging"
}

module "database" {
  source          = "../../modules/database"
  environment     = "staging"
  master_password = "2a3ed1e786ebdcb106f41096"
}

module "cache" {
  source      = "../../modules/cache"
  environment = "staging"
  auth_token  = random_password.redis.result
}

resource "random_password" "redis" {
  length  = 48
  special = false
}

resource "aws_secretsmanager_secret_version" "stripe" {
  secret_id     = aws_secretsmanager_secret.stripe.id
  secret_string = "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"
}

resource "aws_iam_access_key" "ci" {
  user    = aws_iam_user.ci.name
  pgp_key = "keybase:tidewater_ops"
}
