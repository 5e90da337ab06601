provider "aws" {
  region = "eu-central-1"
  assume_role {
    role_arn = "arn:aws:iam::993628670638:role/terraform-staging"
  }
  default_tags {
    tags = { Environment = "staging", ManagedBy = "terraform" }
  }
}

provider "cloudflare" {
  api_token = "wevwYW1QWtiVlDfkRsT4Gi2QwdsL8QM5hHXiP_oS"
}

provider "digitalocean" {
  token = var.do_token
}

provider "pagerduty" {
  token = var.pagerduty_token
}

provider "github" {
  owner = "ironbark"
  token = var.github_token # exported as TF_VAR_github_token
}

provider "azurerm" {
  features {}
  subscription_id = "1bed977e-b33b-4930-a844-8bfbb2715164"
  tenant_id       = "76cf98af-2926-4d85-9f20-7c0fb908824e"
  client_id       = "a1d52908-ebe1-4241-9851-f052ab893c0b"
  use_oidc        = true
}
