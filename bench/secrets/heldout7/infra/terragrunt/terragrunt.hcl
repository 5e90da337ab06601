remote_state {
  backend = "s3"
  config = {
    bucket  = "tidewater-terragrunt-state"
    key     = "${path_relative_to_include()}/terraform.tfstate"
    region  = "eu-west-1"
    encrypt = true
  }
}

generate "provider" {
  path      = "provider.tf"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
provider "aws" {
  region = "eu-west-1"
  access_key = "AKIABQ3DZVC54HBYG35D"
  secret_key = "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"
}
EOF
}
