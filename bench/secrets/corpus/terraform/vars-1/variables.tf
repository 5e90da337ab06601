variable "db_password" {
  type    = string
  default = "P6!oZfV&@^1!Cu2"
}
