# dns module for ${var.environment}
resource "aws_ssm_parameter" "dns_marker" {
  name  = "/${var.name_prefix}/${var.environment}/dns/version"
  type  = "String"
  value = "2.11.0"
}
