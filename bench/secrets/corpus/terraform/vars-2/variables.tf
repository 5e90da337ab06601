variable "db_password" {
  type    = string
  default = "8nVwrK*Eyt4!HuU"
}
