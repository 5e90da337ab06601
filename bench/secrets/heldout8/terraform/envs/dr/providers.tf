provider "aws" {
  region = "us-east-1"
  access_key = "AKIAZFXIRVNSXEM6BE7N"
  secret_key = "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"
  default_tags {
    tags = { Environment = "dr", ManagedBy = "terraform" }
  }
}

provider "cloudflare" {
  api_token = "ymSECrrlEelblgLiJhQQveIbHmuwKdfjG8UcDsLN"
}

provider "digitalocean" {
  token = "dop_v1_c32ae417c1833c4682150d700ec51fe2c04b3f5f44d39db8e8f89ea7431d4f1c"
  spaces_access_id  = "DO00CT5OO1A017OGNJL6"
  spaces_secret_key = "iYVD5nu0na4BkWwhN/H3/wdl6Sa8OhiPXW29s1bT9PU"
}

provider "pagerduty" {
  token = "y_QZk-C5607hIe0TN2eU"
}

provider "github" {
  owner = "ironbark"
  token = var.github_token # exported as TF_VAR_github_token
}

provider "azurerm" {
  features {}
  subscription_id = "e6cf99c7-4abc-4355-948f-0204e81e2df4"
  tenant_id       = "e5d30c90-0ad4-4a81-9550-0c15cc6b18fb"
  client_id       = "68351cfe-9508-46c9-8139-c82e43a35449"
  use_oidc        = true
}
