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
  access_key = "AKIAELHQKYJA4BSEJTH3"
  secret_key = "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"
  default_tags { tags = { client = "bluefin", managed_by = "terraform" } }
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = var.datadog_app_key
  api_url = "https://api.datadoghq.eu/"
}

provider "cloudflare" {
  api_token = "NFOnNvyKIIX77PdQdfaoPMds4E4KyAm6jbzIcdpC"
}

provider "github" {
  owner = "bluefin-eng"
  token = "ghp_eXSNAU3sD23B4Y25bHsjpwrRYMgUVAk2Tu9r"
}
