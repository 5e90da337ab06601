region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_76542f96293e9de37c0b3ef2304bb5e98952a921c782e9e41948f235370f2e4e"
ssh_fingerprint = "af:62:2a:fb"
