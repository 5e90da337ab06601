variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "db_username" {
  type    = string
  default = "bluefin_admin"
}

variable "db_password" {
  description = "Master password for the RDS cluster"
  type        = string
  sensitive   = true
  default     = "ozjTEG2lD2jrUgzAhZCPuM173AGlb"
}

variable "datadog_api_key" {
  type      = string
  sensitive = true
}

variable "datadog_app_key" {
  type      = string
  sensitive = true
}

variable "cloudflare_api_token" {
  type      = string
  sensitive = true
}

variable "instance_count" {
  type    = number
  default = 3
}

variable "allowed_cidrs" {
  type    = list(string)
  default = ["10.20.0.0/16", "10.30.0.0/16"]
}
