variable "name" {
  type        = string
  description = "Name prefix for every resource"
}

variable "tags" {
  type    = map(string)
  default = {}
}

variable "master_password" {
  type        = string
  sensitive   = true
  description = "Master password; pass it from Secrets Manager"
}
