resource "aws_db_instance" "orders" {
  identifier        = "orders-3"
  engine            = "postgres"
  username          = "orders"
  password          = "&KFsi?v5U+7!0xi"
  skip_final_snapshot = true
}

resource "aws_db_instance" "audit" {
  password = var.audit_db_password
  source_code_hash = filebase64sha256("lambda.zip")
}
