region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_5a781bb2839215579e84b96bc8f53dc5bd09b6265080fb55322268313cf003d5"
ssh_fingerprint = "94:a7:72:74"
