variable "name" {
  type        = string
  description = "Name prefix for every resource"
}

variable "tags" {
  type    = map(string)
  default = {}
}

variable "datadog_api_key" {
  type      = string
  sensitive = true
}

variable "datadog_app_key" {
  type      = string
  sensitive = true
}
