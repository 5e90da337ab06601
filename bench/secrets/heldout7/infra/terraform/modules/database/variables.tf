variable "environment" {
  type = string
}
variable "name_prefix" {
  type    = string
  default = "tidewater"
}
variable "master_password" {
  type      = string
  sensitive = true
  # no default: set TF_VAR_master_password
}
