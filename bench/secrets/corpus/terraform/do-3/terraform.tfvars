region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_81b19565a5851961f5c935fb96903f49b9c50ea8508ae104f29824ace64e804c"
ssh_fingerprint = "55:d7:00:7b"
