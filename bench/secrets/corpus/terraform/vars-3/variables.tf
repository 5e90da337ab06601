variable "db_password" {
  type    = string
  default = "4Ns@&zZLrq7!bRy"
}
