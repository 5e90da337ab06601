include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//mq?ref=v2.5.0"
}

inputs = {
  environment = "dev"
  engine_type = "RabbitMQ"
  users = [{
    username = "dispatch"
    password = sops_decrypt_file("secrets.enc.yaml")
  }]
}
