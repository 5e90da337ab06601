terraform {
  required_providers {
    aws        = { source = "hashicorp/aws", version = "~> 5.50" }
    google     = { source = "hashicorp/google", version = "~> 5.30" }
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.33" }
    datadog    = { source = "DataDog/datadog", version = "~> 3.39" }
    github     = { source = "integrations/github", version = "~> 6.2" }
  }
}

provider "aws" {
  region     = "eu-west-1"
  profile    = "tidewater-prod"
  default_tags { tags = { environment = "prod", owner = "mobile-platform" } }
}

provider "google" {
  project     = "tidewater-prod"
  region      = "europe-west1"
  credentials = file("${path.module}/../../../secrets/gcp-prod.json")
}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = var.datadog_app_key
  api_url = "https://api.datadoghq.eu/"
}

provider "github" {
  owner = "tidewater"
  token = var.github_token
}
