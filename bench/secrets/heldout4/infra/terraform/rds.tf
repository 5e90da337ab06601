resource "random_password" "replica" {
  length  = 32
  special = true
}

resource "aws_db_instance" "main" {
  identifier              = "harbor-${var.environment}"
  engine                  = "postgres"
  engine_version          = "16.3"
  instance_class          = "db.r6g.large"
  username                = var.db_username
  password                = var.db_password
  backup_retention_period = 14
  storage_encrypted       = true
  kms_key_id              = "arn:aws:kms:eu-west-1:123456789012:key/cf839975-f284-4d54-bb8e-7db76e92dd54"
}

resource "aws_secretsmanager_secret_version" "replica" {
  secret_id     = aws_secretsmanager_secret.replica.id
  secret_string = random_password.replica.result
}
