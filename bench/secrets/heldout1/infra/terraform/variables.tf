variable "db_password" {
  type      = string
  sensitive = true
}

variable "datadog_api_key" {
  type    = string
  default = "516dc84360f098feb99c153e712949ae"
}

variable "vpc_cidr" {
  type    = string
  default = "10.20.0.0/16"
}
