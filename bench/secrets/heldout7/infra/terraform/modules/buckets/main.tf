# buckets module for ${var.environment}
resource "aws_ssm_parameter" "buckets_marker" {
  name  = "/${var.name_prefix}/${var.environment}/buckets/version"
  type  = "String"
  value = "1.17.0"
}
