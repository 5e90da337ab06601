variable "db_password" {
  type    = string
  default = "cot2G-zbHr6!oI2"
}
