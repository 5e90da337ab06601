provider "aws" {
  region = "us-east-1"
  assume_role {
    role_arn = "arn:aws:iam::163919889348:role/terraform-prod"
  }
  default_tags {
    tags = { Environment = "prod", ManagedBy = "terraform" }
  }
}

provider "cloudflare" {
  api_token = "w99--nMMtPbpLD8lZjKPHOTP6i_Y4_E-dgeG7c7F"
}

provider "digitalocean" {
  token = "dop_v1_b3d20c0702ad8801ff21e20066df8f130b9cd3ff5a5e507a5ef924a840ddfd78"
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
  subscription_id = "3de9a26a-84c7-4c27-963b-f0d00356330b"
  tenant_id       = "c22a2a0b-45ec-4de2-bb35-34d661836203"
  client_id       = "8fefdb9b-fa63-4185-b45b-061ef9becd50"
  client_secret   = "3pV8Q~loRaSv2sYI4lJBmctvN9lNr1v1gL7Z6R64"
}
