include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//mq?ref=v2.1.0"
}

inputs = {
  environment = "prod"
  engine_type = "RabbitMQ"
  users = [{
    username = "dispatch"
    password = "zKIWxN_U4tnevZC0lLw-cBmL"
  }]
}
