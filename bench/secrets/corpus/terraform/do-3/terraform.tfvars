region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_9cfbaf141c20031569f23fe629f2c1a7936717fbd808ab9057761084729b7b6c"
ssh_fingerprint = "58:bf:df:cf"
