include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//mq?ref=v2.5.0"
}

inputs = {
  environment = "staging"
  engine_type = "RabbitMQ"
  users = [{
    username = "dispatch"
    password = "kHAoQM83IC9KAOnOC"
  }]
}
