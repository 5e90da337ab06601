variable "looker_password" {
  type      = string
  sensitive = true
}

variable "databricks_token" {
  type    = string
  default = "dapi0ab96424c3e3d98181863ada907ed00e"
}
