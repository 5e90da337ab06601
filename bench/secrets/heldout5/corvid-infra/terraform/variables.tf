variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "db_username" {
  type    = string
  default = "corvid_admin"
}

variable "db_password" {
  description = "Master password for the RDS cluster"
  type        = string
  sensitive   = true
  # no default: supplied by TF_VAR_db_password in the pipeline
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
