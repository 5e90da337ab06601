region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_c78e0785666c31b0c746b5c6d2b278bb9325f57f5d4a2729ec7d6b56d61dafe6"
ssh_fingerprint = "fd:7a:d1:ae"
