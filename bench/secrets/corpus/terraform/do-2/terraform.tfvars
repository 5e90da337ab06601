region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_c8f48c081493076342a2771a87d982791cbc3b0c98c8a3ae4f1508f6fde6426c"
ssh_fingerprint = "c1:0a:aa:45"
