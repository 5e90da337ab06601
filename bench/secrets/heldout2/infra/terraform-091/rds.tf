data "aws_secretsmanager_secret_version" "db" {
  secret_id = "prod/rds/master"
}

resource "aws_db_instance" "reporting" {
  username = "reporter"
  password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]
  kms_key_id = "arn:aws:kms:eu-west-1:123456789012:key/8d0b9ef1-549e-44b1-9c91-cb7ebffb3a80"
}

resource "azurerm_key_vault_secret" "api" {
  name         = "partner-api-key"
  value        = random_password.api.result
  key_vault_id = azurerm_key_vault.main.id
}
output "password_min_length" { value = 16 }
