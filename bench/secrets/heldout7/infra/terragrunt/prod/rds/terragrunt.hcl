include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//rds?ref=v1.6.0"
}

inputs = {
  environment = "prod"
  instance_class  = "db.t4g.medium"
  master_username = "tidewater"
  master_password = "ac7b1cb7b6c3763cc132a44c"
}
