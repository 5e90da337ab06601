resource "random_password" "db" {
  length = 32
}

resource "aws_db_instance" "db" {
  password = random_password.db.result
}
