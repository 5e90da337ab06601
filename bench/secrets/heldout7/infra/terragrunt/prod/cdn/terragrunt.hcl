include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//cdn?ref=v2.7.0"
}

inputs = {
  environment = "prod"
  origin_domain = "media.prod.tidewater.app"
  price_class   = "PriceClass_100"
  waf_acl_id    = "96ce9e12-7f49-4ed3-9b50-aa6dcd82c38f"
}
