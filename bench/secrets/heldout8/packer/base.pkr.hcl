packer {
  required_plugins {
    amazon = {
      version = ">= 1.3.0"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "aws_access_key" {
  type      = string
  default   = "AKIALKKHQOCDGOSWAECP"
  sensitive = true
}

variable "aws_secret_key" {
  type      = string
  default   = ""
  sensitive = true
}

source "amazon-ebs" "base" {
  access_key    = var.aws_access_key
  secret_key    = var.aws_secret_key
  region        = "eu-west-1"
  instance_type = "t3.medium"
  source_ami_filter {
    filters = { name = "ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*" }
    owners  = ["099720109477"]
  }
  ssh_username = "ubuntu"
}
