datacenter = "eu1"
data_dir   = "/opt/consul"
encrypt    = "/rTt1uqKMsSwZQ7y/upibzAdz9EFiZmRT2QZ+YF6UiE="
retry_join = ["provider=aws tag_key=consul tag_value=server"]
acl {
  enabled = true
  tokens {
    agent = "b055d044-62d0-4fe9-9aa7-b1464ae8a007"
  }
}
node_id = "11e540af-5c75-4cb7-ad24-27605d1c69d3"
