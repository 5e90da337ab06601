region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_1296666fcaf24c2db8efbcf906932213d69339591bf5e630f94926886346520f"
ssh_fingerprint = "4a:86:75:c1"
