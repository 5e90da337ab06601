include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//cdn?ref=v2.2.0"
}

inputs = {
  environment = "dev"
  origin_domain = "media.dev.tidewater.app"
  price_class   = "PriceClass_100"
  waf_acl_id    = "4dcd5520-afd9-4748-9b5a-59bbc5c949ab"
}
