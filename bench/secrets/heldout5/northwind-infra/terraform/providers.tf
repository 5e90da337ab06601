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
  access_key = "AKIA5XSVZ5UCAWERI3JR"
  secret_key = "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"
  default_tags { tags = { client = "northwind", managed_by = "terraform" } }
}

provider "datadog" {
  api_key = "8abe70149839409178190ac9502fb791"
  app_key = "e0409d9db760350ea48036536cefede2d73d774b"
  api_url = "https://api.datadoghq.eu/"
}

provider "cloudflare" {
  api_token = "qT5upHOpJ435AS2DvQbbzB_0IHl4_R_D5cHnrMAB"
}

provider "github" {
  owner = "northwind-eng"
  token = "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"
}
