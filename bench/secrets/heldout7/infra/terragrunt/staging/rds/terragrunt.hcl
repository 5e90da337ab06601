include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//rds?ref=v1.0.0"
}

inputs = {
  environment = "staging"
  instance_class  = "db.t4g.medium"
  master_username = "tidewater"
  master_password = get_env("TG_RDS_PASSWORD")
}
