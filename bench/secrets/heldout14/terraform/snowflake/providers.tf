terraform {
  required_providers {
    snowflake = { source = "Snowflake-Labs/snowflake", version = "~> 0.87" }
  }
}

provider "snowflake" {
  account  = "ab11223.europe-west4.gcp"
  user     = "TERRAFORM"
  password = "nimbus-juniper-parquet-57"
  role     = "ACCOUNTADMIN"
}
