resource "random_password" "replica" {
  length  = 32
  special = false
}

resource "aws_db_instance" "main" {
  identifier              = "bluefin-main"
  engine                  = "postgres"
  engine_version          = "16.2"
  instance_class          = "db.r6g.large"
  allocated_storage       = 200
  username                = var.db_username
  password                = var.db_password
  storage_encrypted       = true
  backup_retention_period = 14
  skip_final_snapshot     = false
}

resource "aws_db_instance" "reporting" {
  identifier     = "bluefin-reporting"
  engine         = "mysql"
  instance_class = "db.t4g.medium"
  username       = "reporting"
  password       = random_password.replica.result
  allocated_storage = 50
}

resource "aws_ssm_parameter" "api_key" {
  name  = "/bluefin/prod/partner_api_key"
  type  = "SecureString"
  value = "emWZSPhvCYyPK0eauMx4tQLDNNTENwb8ZzSZ32aT"
}
