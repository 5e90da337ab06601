terraform {
  cloud {
    organization = "bluefin"
    workspaces { name = "bluefin-prod" }
  }
}
# Token comes from `terraform login` (~/.terraform.d/credentials.tfrc.json), never from this file.
