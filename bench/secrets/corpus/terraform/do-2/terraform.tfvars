region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_2e9128c27376e0482283e4f03cd8564eff30cec5fd35a6bb38e5172a81fedfe7"
ssh_fingerprint = "53:f4:8c:e9"
