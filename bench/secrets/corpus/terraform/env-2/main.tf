resource "aws_db_instance" "orders" {
  identifier        = "orders-2"
  engine            = "postgres"
  username          = "orders"
  password          = "#69&4b!Ck_1!hsW"
  skip_final_snapshot = true
}

resource "aws_db_instance" "audit" {
  password = var.audit_db_password
  source_code_hash = filebase64sha256("lambda.zip")
}
