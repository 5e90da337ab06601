resource "aws_iam_access_key" "airflow" {
  user    = aws_iam_user.airflow.name
  pgp_key = "keybase:lumenfold_ops"
}

output "airflow_secret" {
  value     = aws_iam_access_key.airflow.encrypted_secret
  sensitive = true
}
