resource "aws_iam_user" "ci" {
  name = "ci"
}

resource "aws_iam_access_key" "ci" {
  user    = aws_iam_user.ci.name
  pgp_key = "keybase:acme_ops"
}

output "ci_secret" {
  value     = aws_iam_access_key.ci.encrypted_secret
  sensitive = true
}

resource "aws_kms_key" "app" {
  description = "app secrets"
  policy      = data.aws_iam_policy_document.kms.json
}
