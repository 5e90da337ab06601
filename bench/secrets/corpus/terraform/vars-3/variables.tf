variable "db_password" {
  type    = string
  default = "Cs9G2?fg?P0!Yke"
}
