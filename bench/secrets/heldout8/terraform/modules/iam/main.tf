terraform {
  required_version = ">= 1.6"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

resource "aws_iam_user" "ci" {
  name = "${var.name}-ci"
}

resource "aws_iam_access_key" "ci" {
  user    = aws_iam_user.ci.name
  pgp_key = "keybase:ironbark_ops"
}

output "ci_secret" {
  value     = aws_iam_access_key.ci.encrypted_secret
  sensitive = true
}
