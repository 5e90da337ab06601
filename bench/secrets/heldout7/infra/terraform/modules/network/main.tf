# network module for ${var.environment}
resource "aws_ssm_parameter" "network_marker" {
  name  = "/${var.name_prefix}/${var.environment}/network/version"
  type  = "String"
  value = "7.11.0"
}
