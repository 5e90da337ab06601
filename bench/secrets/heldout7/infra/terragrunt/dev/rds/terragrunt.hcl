include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//rds?ref=v2.1.0"
}

inputs = {
  environment = "dev"
  instance_class  = "db.t4g.medium"
  master_username = "tidewater"
  master_password = "eOCdHyJIwV3rSyEmFynYblm1L"
}
