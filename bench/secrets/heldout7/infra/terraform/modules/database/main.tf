resource "aws_db_instance" "main" {
  identifier          = "${var.name_prefix}-${var.environment}"
  engine              = "postgres"
  engine_version      = "16.2"
  instance_class      = "db.r6g.large"
  username            = "tidewater"
  password            = var.master_password
  storage_encrypted   = true
  skip_final_snapshot = false
}

resource "random_password" "app" {
  length  = 32
  special = false
}
