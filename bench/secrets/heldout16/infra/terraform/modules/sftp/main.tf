resource "aws_transfer_user" "bank" {
  server_id = aws_transfer_server.this.id
  user_name = "bank"
}
resource "aws_transfer_ssh_key" "bank" {
  server_id = aws_transfer_server.this.id
  user_name = "bank"
  body      = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI0nXnALi5W5+b16eDdwrK+eV5WSuaMXWwjvIGlB6G6Up bank"
}
