include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//redis?ref=v3.4.0"
}

inputs = {
  environment = "staging"
  node_type  = "cache.t4g.small"
  auth_token = "Wo05rZvlL2dD8TnFxsKJHU2rXDysjcmrQVpqnJig"
}
