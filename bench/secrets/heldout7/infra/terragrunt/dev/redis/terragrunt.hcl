include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//redis?ref=v3.6.0"
}

inputs = {
  environment = "dev"
  node_type  = "cache.t4g.small"
  auth_token = "vk40HKU25D1o9jfX13xfjuxvML9fv9uLGA0ojVkD"
}
