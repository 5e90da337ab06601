resource "aws_kms_key" "this" {
  description = "payments data key"
  enable_key_rotation = true
}
