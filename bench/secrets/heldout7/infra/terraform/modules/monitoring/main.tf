# monitoring module for ${var.environment}
resource "aws_ssm_parameter" "monitoring_marker" {
  name  = "/${var.name_prefix}/${var.environment}/monitoring/version"
  type  = "String"
  value = "3.1.0"
}
