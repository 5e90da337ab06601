variable "environment" {
  type = string
}
variable "name_prefix" {
  type    = string
  default = "tidewater"
}
