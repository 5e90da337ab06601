region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_9beb2f1eacfb4071459a22cde174d69817c8f82a248bc3599cf8d19f6e507165"
ssh_fingerprint = "13:ac:2b:e0"
