module "network" {
  source      = "../../modules/network"
  environment = "dev"
}

module "database" {
  source          = "../../modules/database"
  environment     = "dev"
  master_password = "8adbf7cdb1dd769f4d5393"
}

module "cache" {
  source      = "../../modules/cache"
  environment = "dev"
  auth_token  = random_password.redis.result
}

resource "random_password" "redis" {
  length  = 48
  special = false
}

resource "aws_secretsmanager_secret_version" "stripe" {
  secret_id     = aws_secretsmanager_secret.stripe.id
  secret_string = "sk_live_7tFtbpiyNbZ16JE0t9EKNA7x"
}

resource "aws_iam_access_key" "ci" {
  user    = aws_iam_user.ci.name
  pgp_key = "keybase:tidewater_ops"
}
