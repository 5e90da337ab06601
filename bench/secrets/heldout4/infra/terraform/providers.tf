terraform {
  backend "s3" {
    bucket = "harbor-tfstate"
    key    = "prod/terraform.tfstate"
    region = "eu-west-1"
  }
}

provider "aws" {
  region = var.region
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = "fad1cecbb29b02747e4fa5b7574b284a0e7198f3"
}
