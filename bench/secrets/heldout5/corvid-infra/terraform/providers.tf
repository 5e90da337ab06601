terraform {
  required_version = ">= 1.6"
  required_providers {
    aws        = { source = "hashicorp/aws", version = "~> 5.40" }
    datadog    = { source = "DataDog/datadog", version = "~> 3.36" }
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.25" }
    github     = { source = "integrations/github", version = "~> 6.0" }
  }
}

provider "aws" {
  region     = var.region
  profile    = "corvid-prod"
  assume_role {
    role_arn = "arn:aws:iam::598608748828:role/terraform-deployer"
  }
  default_tags { tags = { client = "corvid", managed_by = "terraform" } }
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = "8c35551718d4f13b9c84a503380d89d9f4ac26ea"
  api_url = "https://api.datadoghq.eu/"
}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

provider "github" {
  owner = "corvid-eng"
  token = "ghp_5DGtgSmQmIeDWKtDCul8AbaPLACyyJWuyHUO"
}
