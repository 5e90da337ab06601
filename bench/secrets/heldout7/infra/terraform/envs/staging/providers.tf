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
  access_key = "AKIAJGUOY6MYVFLAS5LR"
  secret_key = "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"
  default_tags { tags = { environment = "staging", owner = "mobile-platform" } }
}

provider "google" {
  project     = "tidewater-staging"
  region      = "europe-west1"
  credentials = file("${path.module}/../../../secrets/gcp-staging.json")
}

provider "cloudflare" {
  api_token = "3kCaNwYOEV5HqrYpso-874IecHWz9N50yxndbQce"
}

provider "datadog" {
  api_key = "1fdb48db823eecc0e45f5e9d90d96ccf"
  app_key = "7c04a57394c958f981c4299ddca5bc4334135565"
  api_url = "https://api.datadoghq.eu/"
}

provider "github" {
  owner = "tidewater"
  token = var.github_token
}
