variable "db_password" {
  type    = string
  default = "*G6E&7nNJ!1!GRR"
}
