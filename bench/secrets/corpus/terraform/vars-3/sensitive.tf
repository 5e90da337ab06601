variable "api_token" {
  type      = string
  sensitive = true
}

output "token_arn" {
  value = aws_secretsmanager_secret.token.arn
}
