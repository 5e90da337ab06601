region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_02f662883894d93f850a058f5e72b442db4fb9671892a5e64aeaf95cae785762"
ssh_fingerprint = "9f:24:e8:e3"
