variable "db_password" {
  type    = string
  default = "^n6K&S-xg69!J5C"
}
