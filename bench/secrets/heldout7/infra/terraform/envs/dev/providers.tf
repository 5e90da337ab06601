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
  access_key = "AKIAJCGVF2LKJCSO6FZG"
  secret_key = "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"
  default_tags { tags = { environment = "dev", owner = "mobile-platform" } }
}

provider "google" {
  project     = "tidewater-dev"
  region      = "europe-west1"
  credentials = file("${path.module}/../../../secrets/gcp-dev.json")
}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

provider "datadog" {
  api_key = "1794a1d02e5716d2d8444db8ce5ffbea"
  app_key = "a23ce2c55b2ba393b0c607c001d3570a8faa25c7"
  api_url = "https://api.datadoghq.eu/"
}

provider "github" {
  owner = "tidewater"
  token = "ghp_YUwcxRwHCHJsyLgJ59ZbBiwVIk1XfnBwSVzb"
}
