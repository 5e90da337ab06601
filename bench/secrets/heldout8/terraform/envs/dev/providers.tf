provider "aws" {
  region = "us-east-1"
  assume_role {
    role_arn = "arn:aws:iam::847277835085:role/terraform-dev"
  }
  default_tags {
    tags = { Environment = "dev", ManagedBy = "terraform" }
  }
}

provider "cloudflare" {
  api_token = "KijM76jls_vSTNKhxBrAulDElkbQqiwzJONMNuw8"
}

provider "digitalocean" {
  token = "dop_v1_71aea3b94f5c46c0b366739c791e7f2b7f182c97d27716b080ca16bc061a86a8"
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
  subscription_id = "1ba3ffb2-2457-475b-9558-a0f8bbb7ec26"
  tenant_id       = "041b84f2-21f6-4a43-86b9-3f419c7e9dc2"
  client_id       = "bfe287a3-47e9-475a-a226-2e8e3967c8dc"
  client_secret   = "2jj8Q~Kc9B34uzWUZg8t--c6s9VZo6.BtyPqBIPU"
}
