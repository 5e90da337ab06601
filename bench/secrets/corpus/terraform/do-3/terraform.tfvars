region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_ef341bd3f7c9ecbe7882bd1ca775e4f00c30e3b87eb3b4e22abbfa608efe9bb4"
ssh_fingerprint = "7c:88:32:d7"
