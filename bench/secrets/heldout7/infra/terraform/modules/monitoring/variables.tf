variable "environment" {
  type = string
}
variable "name_prefix" {
  type    = string
  default = "tidewater"
}
variable "pagerduty_integration_key" {
  type    = string
  default = ""
}
