region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_d418b4d47f55239761fe881340df4c46bd2286767641fa3869a3f64969edc55a"
ssh_fingerprint = "83:1e:1d:ed"
