resource "aws_db_instance" "this" {
  identifier = var.name
  username   = "master"
  password   = var.password
}
