include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//redis?ref=v1.4.0"
}

inputs = {
  environment = "prod"
  node_type  = "cache.t4g.small"
  auth_token = dependency.secrets.outputs.redis_auth_token
}
