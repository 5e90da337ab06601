variable "name" {
  type        = string
  description = "Name prefix for every resource"
}

variable "tags" {
  type    = map(string)
  default = {}
}

variable "auth_token" {
  type      = string
  sensitive = true
  default   = null
}
