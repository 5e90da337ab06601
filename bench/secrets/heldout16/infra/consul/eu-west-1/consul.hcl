datacenter = "eu-west-1"
data_dir = "/opt/consul"
encrypt = "o25SRATTp28p4IrBZ3WGpq+q/UiX5HsdH2fTzPkiu3i="
acl {
  enabled = true
  default_policy = "deny"
  tokens {
    agent = "f4952d1c-0c09-4fd5-b9dd-cd8842291464"
  }
}
node_id = "2ddff9f4-3461-48f7-af12-60d651a1af51"
ports { https = 8501 }
