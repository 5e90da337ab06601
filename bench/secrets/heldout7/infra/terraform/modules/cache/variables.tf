variable "environment" {
  type = string
}
variable "name_prefix" {
  type    = string
  default = "tidewater"
}
variable "auth_token" {
  type      = string
  sensitive = true
}
