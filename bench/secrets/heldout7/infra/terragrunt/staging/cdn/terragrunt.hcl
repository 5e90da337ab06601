include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//cdn?ref=v2.0.0"
}

inputs = {
  environment = "staging"
  origin_domain = "media.staging.tidewater.app"
  price_class   = "PriceClass_100"
  waf_acl_id    = "6f37aa2d-97ac-4d45-be98-dde811006253"
}
