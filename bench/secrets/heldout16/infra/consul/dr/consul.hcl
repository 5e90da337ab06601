datacenter = "dr"
data_dir = "/opt/consul"
# encrypt set from /etc/consul.d/gossip.hcl
acl {
  enabled = true
  default_policy = "deny"
  tokens {
  }
}
node_id = "dc24bcee-edb5-43d7-b2b6-5ca7afafe42c"
ports { https = 8501 }
