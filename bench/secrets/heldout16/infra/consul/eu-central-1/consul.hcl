datacenter = "eu-central-1"
data_dir = "/opt/consul"
encrypt = "fXq/UQfSs6Pq0qrGP+mGN083d1AHIVngFi1W1axZT24="
acl {
  enabled = true
  default_policy = "deny"
  tokens {
    agent = "6c6f7b0e-79e3-4f1a-9620-86c6e22115df"
  }
}
node_id = "3c6b507a-1a7e-4472-8e5a-3cc5eafc10b1"
ports { https = 8501 }
