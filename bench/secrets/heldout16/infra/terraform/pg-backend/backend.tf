terraform {
  backend "pg" {
    # conn_str from PG_CONN_STR
  }
}
