variable "cloudflare_api_token" {
  type      = string
  sensitive = true
}

variable "do_token" {
  type      = string
  sensitive = true
}

variable "cloudflare_zone_id" {
  type    = string
  default = "fbc317573bf28aeda207a8a79887b604"
}
