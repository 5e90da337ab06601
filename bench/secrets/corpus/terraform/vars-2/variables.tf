variable "db_password" {
  type    = string
  default = "-vNm?6QDBe9!nai"
}
