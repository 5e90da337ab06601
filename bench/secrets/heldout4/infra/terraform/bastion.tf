resource "aws_key_pair" "ops" {
  key_name   = "ops-2024"
  public_key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIsiXSIIFVc/arjkNWv2aaJS7QhXsXwWsWdArjDTIyYNu quartz@harbor-laptop"
}

resource "aws_instance" "bastion" {
  ami           = "ami-0a3b0de06166ad6ed"
  instance_type = "t3.micro"
  key_name      = aws_key_pair.ops.key_name
  tags = { Name = "bastion" }
}
