variable "db_password" {
  type    = string
  default = "zBRy^UoL651!aI7"
}
