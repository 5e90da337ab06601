module "network" {
  source      = "../../modules/network"
  environment = "prod"
}

module "database" {
  source          = "../../modules/database"
  environment     = "prod"
  master_password = "W2i7EgU3YlWcbOTSeyR"
}

module "cache" {
  source      = "../../modules/cache"
  environment = "prod"
  auth_token  = random_password.redis.result
}

resource "random_password" "redis" {
  length  = 48
  special = false
}

resource "aws_secretsmanager_secret_version" "stripe" {
  secret_id     = aws_secretsmanager_secret.stripe.id
  secret_string = var.stripe_secret_key
}

resource "aws_iam_access_key" "ci" {
  user    = aws_iam_user.ci.name
  pgp_key = "keybase:tidewater_ops"
}
