variable "db_password" {
  type      = string
  sensitive = true
}
variable "stripe_secret_key" {
  type      = string
  sensitive = true
  default   = ""
}
variable "api_key_placeholder" {
  default = "REPLACE_WITH_REAL_KEY"
}
